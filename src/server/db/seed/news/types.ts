import type { SEED_ARTICLES } from './articles.ts';

export interface SeedText {
  title: string;
  desc: string;
  /** Markdown: paragraphs, `##` headings, lists, bold and italics (http/markdown.ts). */
  content: string;
}

/** A text for each entry of a tuple (a mapped type over a type parameter keeps the tuple's length). */
type TextsFor<T extends readonly unknown[]> = { readonly [K in keyof T]: SeedText };

/** One language's texts of the seed articles, one per article of SEED_ARTICLES and in its order. */
export type NewsTexts = TextsFor<typeof SEED_ARTICLES>;

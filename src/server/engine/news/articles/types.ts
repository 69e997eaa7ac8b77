import type { Lang } from '../../../../contract/languages.ts';

export interface SeedText {
  title: string;
  desc: string;
  /** Markdown. */
  content: string;
}

export interface SeedArticle {
  logo: string;
  /** Published this long before the first start, so the list reads as recent news. */
  hoursAgo: number;
  /** English is required: it is the fallback of every language. */
  texts: { en: SeedText } & Partial<Record<Lang, SeedText>>;
}

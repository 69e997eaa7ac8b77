import type { LegalKind } from '../../../../contract/content.ts';

export interface LegalText {
  title: string;
  /** Markdown (engine/news/markdown.ts renders it to escaped HTML). */
  body: string;
}

export type LegalSet = Record<LegalKind, LegalText>;

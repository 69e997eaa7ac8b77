import type { LegalKind } from '../../../../contract/content.ts';

export interface LegalText {
  title: string;
  /** Markdown (http/markdown.ts renders it to escaped HTML). */
  body: string;
}

export type LegalSet = Record<LegalKind, LegalText>;

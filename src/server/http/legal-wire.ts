import { LEGAL_VERSION, type LegalDocument, type LegalKind } from '../../contract/content.ts';
import type { Lang } from '../../contract/languages.ts';
import { legalTexts } from '../db/seed/legal/index.ts';
import { LEGAL_UPDATED } from '../engine/legal/index.ts';
import { renderMarkdown } from './markdown.ts';

/** A legal document in the reader's language, English when its text is missing, as escaped HTML. */
export function legalDocument(lang: Lang, kind: LegalKind): LegalDocument {
  const doc = legalTexts[lang]?.[kind] ?? legalTexts.en[kind];
  return { kind, version: LEGAL_VERSION, title: doc.title, updated: LEGAL_UPDATED, content: renderMarkdown(doc.body) };
}

// Lazily loaded parts of /trade, which starts with the texts of its first paint only (lib/i18n.ts).
// Apart from i18n.ts, which the start of / carries: only /trade's code needs this (trade-parts).
import { loadWholeLanguage } from './i18n.ts';

/**
 * A lazily loaded part of a screen that started with only its first texts (/trade's ticket,
 * chart, toolbox and sheets): its code and the rest of the catalog, so it never renders a text
 * that is not there yet. At once when the catalog is whole.
 */
export function withWholeTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadWholeLanguage()]).then(([module]) => module);
}

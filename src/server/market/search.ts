import type { Lang } from '../../contract/index.ts';
import type { InstrumentInfo } from './catalog.ts';

// Product search: 'eur' finds EURUSD, EURJPY and EURGBP by code; 'eur/' the display form
// EUR/USD; 'gold', 'bitcoin' and 'dow' the names in English; '黃金' the name in Chinese.

/** Case and width folded, so 'GOLD', 'gold' and full-width 'ｇｏｌｄ' are one word. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

export function searchableTexts(info: InstrumentInfo, lang: Lang): string[] {
  return [info.code, info.showCode, info.names[lang], info.names.en].filter((t): t is string => Boolean(t)).map(fold);
}

/** True when `query` (trimmed, any case) is part of the code, display code or name in `lang` or English; an empty query matches all. */
export function matchesSearch(info: InstrumentInfo, query: string, lang: Lang): boolean {
  const q = fold(query.trim());
  return q === '' || searchableTexts(info, lang).some((text) => text.includes(q));
}

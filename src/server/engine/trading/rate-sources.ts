import { usdRate } from '../../../contract/formulas.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';

/**
 * Which instruments' USD rates move when an instrument ticks: EURJPY's profit is in yen, and
 * the yen's USD rate comes from USDJPY, so a USDJPY tick changes every EURJPY holder's equity
 * (and may stop them out) without EURJPY moving. The source of each rate is found by asking the
 * contract's own usdRate which pair it reads, so this index and the conversion never disagree.
 * Returns: ticked instrument id → the other instruments whose rate it sets.
 */
export function rateDependents(instruments: readonly Pick<InstrumentInfo, 'id' | 'code' | 'quoteCurrency'>[]): Map<number, number[]> {
  const byCode = new Map(instruments.map((i) => [i.code.toUpperCase(), i]));
  const out = new Map<number, number[]>();
  for (const info of instruments) {
    let source: (typeof instruments)[number] | undefined;
    usdRate(info.quoteCurrency, (code) => {
      const found = byCode.get(code);
      if (!found) return undefined;
      source = found;
      return { bid: '1', ask: '1' };
    });
    if (!source || source.id === info.id) continue;
    let list = out.get(source.id);
    if (!list) out.set(source.id, (list = []));
    list.push(info.id);
  }
  return out;
}

import { instrumentRepository } from '../db/instrument-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { ScheduleName } from '../db/seed/types.ts';
import { isScheduleName } from './sessions.ts';

/** One instrument's fixed settings as the market uses them (numbers where the market computes). */
export interface InstrumentInfo {
  id: number;
  code: string;
  showCode: string;
  logo: string;
  categoryId: number;
  precision: number;
  /** Decimal strings, passed through to the wire unchanged. */
  pip: string;
  minLots: string;
  contractSize: string;
  feeRate: string;
  marginMode: number;
  leverages: number[];
  /** Simulator settings: where prices hover, yearly volatility, bid/ask spread in price units. */
  startPrice: string;
  volatility: number;
  spread: string;
  schedule: ScheduleName;
  /** Currency or asset bought and the currency the price is in (margin and profit arise in it). */
  baseCurrency: string;
  quoteCurrency: string;
  /** Units one lot moves per 1.0 of price (ProfitContNum), decimal string. */
  profitContractSize: string;
  /** Language code → name, as stored. */
  names: Record<string, string>;
}

/** Every instrument in display order. An unknown schedule or missing trading terms are seed mistakes: fail loudly at start. */
export async function loadInstruments(db: Executor): Promise<InstrumentInfo[]> {
  const rows = await instrumentRepository.all(db);
  return rows.map((r) => {
    if (!isScheduleName(r.schedule)) throw new Error(`instrument ${r.code}: unknown schedule '${r.schedule}'`);
    if (!r.quote_currency || !r.profit_contract_size) throw new Error(`instrument ${r.code}: no quote currency or profit contract size`);
    return {
      id: Number(r.id),
      code: r.code,
      showCode: r.show_code,
      logo: r.logo,
      categoryId: Number(r.category_id),
      precision: Number(r.price_precision),
      pip: r.pip,
      minLots: r.min_lots,
      contractSize: r.contract_size,
      feeRate: r.fee_rate,
      marginMode: Number(r.margin_mode),
      leverages: (JSON.parse(r.leverages) as unknown[]).map(Number).filter((v) => Number.isInteger(v) && v > 0),
      startPrice: r.start_price,
      volatility: Number(r.volatility),
      spread: r.spread,
      schedule: r.schedule,
      baseCurrency: r.base_currency,
      quoteCurrency: r.quote_currency,
      profitContractSize: r.profit_contract_size,
      names: parseNames(r.names),
    };
  });
}

/** A names column as an object of strings; a broken row gets no names (the code stands in) rather than failing the market. */
export function parseNames(json: string): Record<string, string> {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  } catch {
    return {};
  }
}

/** The name in `lang`, else English, else any name there is, else `fallback`. */
export function nameIn(names: Record<string, string>, lang: string, fallback = ''): string {
  return names[lang] ?? names.en ?? Object.values(names)[0] ?? fallback;
}

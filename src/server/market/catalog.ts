import type { Db } from '../db/connect.ts';
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
}

/** Every instrument in display order. An unknown schedule name is a seed mistake: fail loudly at start. */
export async function loadInstruments(db: Db): Promise<InstrumentInfo[]> {
  const rows = await db.selectFrom('instruments').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((r) => {
    if (!isScheduleName(r.schedule)) throw new Error(`instrument ${r.code}: unknown schedule '${r.schedule}'`);
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
    };
  });
}

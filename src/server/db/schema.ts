import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables. Integers come back as JS bigint (better-sqlite3 safe integers,
// pg int8 parser) so money above 2^53 units never loses a cent; repositories turn ids into
// numbers and money units into decimal strings at their edges (see units.ts).

type Int = ColumnType<bigint, bigint | number, bigint | number>;

export interface CategoryTable {
  id: Int;
  sort: Int;
  /** JSON object: language code → name. */
  names: string;
}

export interface InstrumentTable {
  id: Int;
  code: string;
  show_code: string;
  logo: string;
  category_id: Int;
  price_precision: Int;
  /** Decimal strings: lot step, minimum lots, contract size, fee rate. */
  pip: string;
  min_lots: string;
  contract_size: string;
  fee_rate: string;
  margin_mode: Int;
  /** JSON array of leverage values; empty means no orders can be placed. */
  leverages: string;
  /** Simulator settings: start price, yearly volatility (0.08 = 8 %), spread in price units. */
  start_price: string;
  volatility: string;
  spread: string;
  /** Trading-hours schedule name (see market/sessions.ts). */
  schedule: string;
  sort: Int;
}

export interface CandleTable {
  instrument_id: Int;
  period: string;
  /** Start of the candle, ms since the epoch. */
  time: Int;
  /** Prices in units of 10^-8. */
  open: Int;
  high: Int;
  low: Int;
  close: Int;
  volume: Int;
}

export interface SiteSettingTable {
  key: string;
  value: string;
}

export interface AreaCodeTable {
  id: Int;
  code: string;
  global_code: string;
  name: string;
  sort: Int;
}

export interface Database {
  categories: CategoryTable;
  instruments: InstrumentTable;
  candles: CandleTable;
  site_settings: SiteSettingTable;
  area_codes: AreaCodeTable;
}

export type { Generated };

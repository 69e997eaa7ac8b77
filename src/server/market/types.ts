import type { Candle, Category, Instrument, Lang, Period, QuoteTick } from '../../contract/index.ts';
import type { UsdRate } from '../../contract/formulas.ts';
import type { InstrumentInfo } from './catalog.ts';

/** One price change of one instrument, from whatever feeds the market. */
export interface RawTick {
  instrumentId: number;
  /** ms since the epoch. */
  time: number;
  bid: string;
  ask: string;
  /** The tick's volume when its producer gave it one (a cluster's producer, so every node's candles agree); else the feed draws it. */
  volume?: number;
}

/**
 * Where quotes come from. The embedded default is the simulator; a broker feed can replace it
 * without touching candles, the socket or the engine. Tests use the scripted source.
 */
export interface QuoteSource {
  start(): Promise<void>;
  stop(): Promise<void>;
  onTick(listener: (ticks: RawTick[]) => void): () => void;
}

/**
 * A quote as the engine reads it: bid and ask as exact integer points (price × 10^precision;
 * 1.16840 with 5 decimals is 116840), safe integers for every price the market can hold.
 * `formatPoints(points, precision)` (prices.ts) gives the decimal string.
 */
export interface PointQuote {
  instrumentId: number;
  code: string;
  precision: number;
  bid: number;
  ask: number;
  /** ms since the epoch. */
  time: number;
}

/** What the HTTP handlers, the socket hub and the trading engine read of the market. */
export interface Market {
  /** Every instrument with its live quotation, market status and name in `lang`, in display order. */
  instruments(lang: Lang): Instrument[];
  instrument(id: number, lang: Lang): Instrument | undefined;
  instrumentByCode(code: string, lang: Lang): Instrument | undefined;
  /** Instruments whose code, display code, or name in `lang` or English contains `query`, ignoring case. */
  search(query: string, lang: Lang): Instrument[];
  /** The categories named in `lang`, in display order. */
  categories(lang: Lang): Promise<Category[]>;
  /** Every instrument's current quote as DAY_MARKET carries it (a new subscriber's snapshot). */
  ticks(): QuoteTick[];
  /** The fixed trading terms of an instrument (sizes, margin mode, currencies, fee rate, leverages). */
  terms(id: number): Readonly<InstrumentInfo> | undefined;
  /**
   * The day's open bid in points and when that day began (ms; the 1day candle's time, New York
   * midnight): the open ForexQuotations.Open shows and the day's change is measured from. Before
   * any candle, the current bid. Undefined for an unknown id.
   */
  dayOpen(id: number): { open: number; day: number } | undefined;
  /** The latest bid and ask in points; before the first tick the last close. Undefined for an unknown id. */
  quote(id: number): PointQuote | undefined;
  /**
   * What one unit of the instrument's quote currency is worth in USD now (contract `usdRate`,
   * from live mid prices): the `rate` that margin() and profit() take. Undefined for an unknown id.
   */
  usdRate(id: number): UsdRate | undefined;
  /** True when the instrument trades now: inside its hours (America/New_York) and not halted by hand. */
  isOpen(id: number, at?: number): boolean;
  /** While closed: when it opens again (ms since the epoch); null when open or halted by hand. */
  nextOpen(id: number, at?: number): number | null;
  /** Stored candles followed by the forming one, oldest first, at most `limit`. */
  candles(id: number, period: Period, limit: number): Promise<Candle[]>;
  /**
   * Every batch of quote changes, typed, as they happen (also on the bus as 'quotes.tick'). A
   * listener that throws is logged and never reaches the tick loop.
   */
  onTick(listener: (quotes: PointQuote[]) => void): () => void;
  /**
   * Test seam (the MARKET_CONTROL price control, never in production): ticks the instrument at
   * `bid`/`ask` (decimal strings) now, through the same path as the feed's ticks, and keeps the
   * feed from moving it until `release`. Undefined for an unknown code or an ask not above the bid.
   */
  hold(code: string, bid: string, ask: string): PointQuote | undefined;
  /** Lets the feed move a held instrument again; false when it was not held. */
  release(code: string): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

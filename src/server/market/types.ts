import type { Candle, Instrument, Period, QuoteTick } from '../../contract/index.ts';

/** One price change of one instrument, from whatever feeds the market. */
export interface RawTick {
  instrumentId: number;
  /** ms since the epoch. */
  time: number;
  bid: string;
  ask: string;
}

/**
 * Where quotes come from. The embedded default is the simulator; a broker feed can replace it
 * without touching candles, the socket or the engine.
 */
export interface QuoteSource {
  start(): Promise<void>;
  stop(): Promise<void>;
  onTick(listener: (ticks: RawTick[]) => void): () => void;
}

/** What the HTTP handlers, the socket hub and (later) the trading engine read of the market. */
export interface Market {
  /** Every instrument with its live quotation and market status, in display order. */
  instruments(): Instrument[];
  instrument(id: number): Instrument | undefined;
  instrumentByCode(code: string): Instrument | undefined;
  /** True when the instrument trades now: inside its hours (America/New_York) and not halted by hand. */
  isOpen(id: number, at?: number): boolean;
  /** Stored candles followed by the forming one, oldest first, at most `limit`. */
  candles(id: number, period: Period, limit: number): Promise<Candle[]>;
  /** Listen to quote changes (for the engine and the socket). */
  onQuotes(listener: (ticks: QuoteTick[]) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

import { z } from 'zod/mini';
import { decimalString } from './decimal.ts';

/**
 * Chart periods as sent in `period`, finest first, with the label of the period bar: those of
 * SPEC.md section 9 plus 4 hours, a week and a month (issue 19). Buckets are in New York time:
 * 4hour from New York midnight (00:00, 04:00 ... 20:00), 1day from midnight, 1week from Sunday
 * 00:00 (the FX week opens Sunday 17:00, so Sunday evening starts the week), 1mon from the 1st.
 */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABEL: Record<Period, string> = {
  '1min': '1M',
  '5min': '5M',
  '15min': '15M',
  '30min': '30M',
  '60min': '1H',
  '4hour': '4H',
  '1day': '1D',
  '1week': '1W',
  '1mon': '1MN',
};
/** Nominal length; 4hour, 1day, 1week and 1mon follow New York's calendar (DST days, month lengths). */
export const PERIOD_MS: Record<Period, number> = {
  '1min': 60_000,
  '5min': 300_000,
  '15min': 900_000,
  '30min': 1_800_000,
  '60min': 3_600_000,
  '4hour': 14_400_000,
  '1day': 86_400_000,
  '1week': 604_800_000,
  '1mon': 2_592_000_000,
};
/** Charts and day boundaries are in this zone (SPEC.md section 9). */
export const MARKET_TIME_ZONE = 'America/New_York';

export const MarketStatus = { OPEN: 1, CLOSED: 0 } as const;
export const MarginMode = { FIXED: 1, LEVERAGE: 2 } as const;

export const Category = z.object({
  Id: z.int(),
  /** The category's name in the request's language. */
  NameShowTrans: z.string(),
});
export type Category = z.output<typeof Category>;

/** The live part of an instrument: day open, last price, change and the two sides. */
export const Quotation = z.object({
  /** Day open (the first price of the America/New_York day). */
  Open: decimalString,
  /** Last price: the bid. */
  Close: decimalString,
  /** Change since the day open, in percent, two decimals ("-0.35" is -0.35 %). */
  Change: decimalString,
  High: decimalString,
  Low: decimalString,
  Bid: decimalString,
  Ask: decimalString,
  /** Time of the last quote, ms since the epoch. */
  Time: z.number(),
});
export type Quotation = z.output<typeof Quotation>;

export const Instrument = z.object({
  Id: z.int(),
  /** Symbol id, e.g. EURUSD. */
  Code: z.string(),
  /** Display form, e.g. EUR/USD. */
  ShowCode: z.string(),
  /** The instrument's name in the request's language ("Gold", "黃金", "Dow Jones 30"); English where no translation exists. */
  Name: z.string(),
  /** Currency the instrument is priced in (USD for XAUUSD, JPY for USDJPY and JPN225, EUR for GER40); margin and profit arise in it and are converted to USD. */
  QuoteCurrency: z.string(),
  /** Currency or asset bought (EUR for EURUSD, XAU for XAUUSD, the index itself for US30). */
  BaseCurrency: z.string(),
  /**
   * Units one lot moves per 1.0 of price: profit = price change × lots × this, in the quote
   * currency. Equal to ForexContNum with leverage margin; separate with MarginMode 1, where
   * ForexContNum is the margin per lot.
   */
  ProfitContNum: decimalString,
  /** While closed: when the market opens again, ms since the epoch; null when open, or halted by hand without a known end. */
  NextOpen: z.nullable(z.number()),
  /** Logo URL on the same origin. */
  Logo: z.string(),
  CategoryId: z.int(),
  /** 1 open, anything else closed. */
  MarketStatus: z.int(),
  /** Decimals of a price. */
  PricePrecision: z.int(),
  /** The lot step (0.01 lots), not a price pip. */
  Pip: decimalString,
  /** Minimum lots; also the order form's default. */
  ForexMinCont: decimalString,
  /** Contract size: units per lot; with MarginMode 1 the fixed margin per lot. */
  ForexContNum: decimalString,
  /** Fee rate: per lot with trade_fee_type 1, otherwise a fraction of the margin. */
  ForexFeeRate: decimalString,
  /** 1 fixed margin, otherwise leverage based. */
  MarginMode: z.int(),
  /** Leverage values offered; empty means orders cannot be placed. */
  HasForexMultiple: z.array(z.object({ Value: z.int().check(z.positive()) })),
  ForexQuotations: Quotation,
});
export type Instrument = z.output<typeof Instrument>;

// Built at first use (z.lazy): the first screen parses instruments; candles and pushed ticks come after it.
export const Candle = z.lazy(() =>
  z.object({
    /** Start of the candle, ms since the epoch. */
    Time: z.number(),
    Open: decimalString,
    High: decimalString,
    Low: decimalString,
    Close: decimalString,
    Volume: decimalString,
  }),
);
export type Candle = z.output<typeof Candle>;

/** One instrument's quote change as pushed on DAY_MARKET. */
export const QuoteTick = z.lazy(() =>
  z.extend(Quotation, {
    Id: z.int(),
    Code: z.string(),
    MarketStatus: z.int(),
    /** As Instrument.NextOpen: when a closed market opens again. */
    NextOpen: z.nullable(z.number()),
  }),
);
export type QuoteTick = z.output<typeof QuoteTick>;

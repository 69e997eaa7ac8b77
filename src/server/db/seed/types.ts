import type { Lang } from '../../../contract/index.ts';

/** Trading-hours schedules, defined in market/sessions.ts. */
export type ScheduleName = 'forex' | 'metals' | 'energy' | 'us-index' | 'eu-index' | 'asia-index' | 'crypto';

export interface CategorySeed {
  id: number;
  /** The category's name in each of the 18 languages. */
  names: Record<Lang, string>;
}

export interface InstrumentSeed {
  id: number;
  /** Symbol id, upper case letters and digits: EURUSD. */
  code: string;
  /** Display form: EUR/USD. */
  showCode: string;
  /** Same-origin path of its logo: /logos/eurusd.svg (a file in public/logos). */
  logo: string;
  categoryId: number;
  pricePrecision: number;
  /** Lot step, minimum lots, contract size (units per lot, or fixed margin per lot when marginMode is 1), fee rate: decimal strings. */
  pip: string;
  minLots: string;
  contractSize: string;
  feeRate: string;
  /** 1 fixed margin; 2 leverage based. */
  marginMode: 1 | 2;
  /** Leverage values offered; one instrument has none on purpose. */
  leverages: number[];
  /** A realistic current price, decimal string with pricePrecision decimals. */
  startPrice: string;
  /** Yearly volatility as a fraction: 0.08 for EURUSD, 0.6 for BTCUSD. */
  volatility: string;
  /** Typical bid/ask spread in price units: '0.00012' for EURUSD. */
  spread: string;
  schedule: ScheduleName;
  /** Currency or asset bought (EUR, XAU, US30) and the currency the price is in (USD, JPY, EUR). */
  baseCurrency: string;
  quoteCurrency: string;
  /** Units one lot moves per 1.0 of price (ProfitContNum): the contract size, except with fixed margin. */
  profitContractSize: string;
  /** The instrument's name in each of the 18 languages. */
  names: Record<Lang, string>;
}

export interface AreaCodeSeed {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Dialing code without '+'. */
  global_code: string;
  /** English country or territory name. */
  name: string;
}

import type Decimal from 'decimal.js';
import type { NewOrderRow } from '../../db/order-repository.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import type { LiveOrder } from './live-order.ts';

// What the engine answers with: typed values, prices in points or units, money and lots in units
// of 10^-8 (bigint). `http/order-wire.ts` turns them into the contract's shapes (GLOSSARY.md).

/**
 * An open order at the price now. `order` is a copy (memory changes once the lane moves on);
 * `price`: the price it would close at (holding) or open at (pending), in points; `floating`:
 * a holding's profit at that price.
 */
export interface OpenOrder {
  kind: 'open';
  order: Readonly<LiveOrder>;
  terms: Readonly<InstrumentInfo>;
  price: number;
  floating: bigint;
}

/** An order as its row stands: history, or what a close or a cancel left. */
export interface OrderRecord {
  kind: 'record';
  row: Readonly<NewOrderRow>;
  terms: Readonly<InstrumentInfo>;
}

export type OrderValue = OpenOrder | OrderRecord;

/** What a close booked, in units: the fill, the take-profit or stop-loss level that fired (0: none), the profit. */
export interface ClosedFigures {
  close_price: bigint;
  trigger_price: bigint;
  profit: bigint;
}

/** my_deal's page: `profit` is the floating profit of what is open, or for history the realised one. */
export interface OrderPage {
  orders: OrderValue[];
  total: number;
  profit: bigint;
  balance: bigint;
}

/** An account's money and trading figures at the prices now (GLOSSARY.md, Account). */
export interface AccountFigures {
  balance: bigint;
  lock: bigint;
  /** Used margin. */
  margin: bigint;
  floating: bigint;
  /** balance + floating. */
  equity: bigint;
  /** Free margin: equity − used margin − lock. */
  available: bigint;
  /** Margin level (equity ÷ used margin × 100, 2 decimals rounded down); null with no margin used. */
  riskRate: Decimal | null;
  /** Margin call: equity at or below the used margin (risk rate ≤ 100 %). */
  marginCall: boolean;
  /** stop_out_level in percent; undefined while it is not known (the live figures, before the first read). */
  stopOutLevel: number | undefined;
}

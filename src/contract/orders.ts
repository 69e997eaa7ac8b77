import { z } from 'zod/mini';
import { decimalString } from './decimal.ts';

/** submit `type`: 1 buy (long), 2 sell (short). */
export const Side = { BUY: 1, SELL: 2 } as const;
/** Order Status: 0 pending, 1 holding, 3 closed or cancelled. my_deal `status` picks the tab. */
export const OrderStatus = { PENDING: 0, HOLDING: 1, HISTORY: 3 } as const;

export const Order = z.object({
  Id: z.int(),
  ForexTradeLists: z.object({ ShowCode: z.string(), Code: z.string() }),
  /** 1 buy, otherwise sell. */
  OrderType: z.int(),
  /** Lots. */
  Quantity: decimalString,
  /** Price asked for: the pending target or the market price at submit. */
  OriginPrice: decimalString,
  /** Fill (open) price. */
  Price: decimalString,
  /** Live price while holding; the close price in history. */
  UpdatePrice: decimalString,
  /** Floating profit while holding; realised once closed. */
  FactProfits: decimalString,
  /** Margin held. */
  CautionMoney: decimalString,
  TradeFee: decimalString,
  TargetLossPrice: decimalString,
  TargetProfitPrice: decimalString,
  Status: z.int(),
  Multiple: z.int(),
  /** Open and close time, server clock, UTC 'YYYY-MM-DD HH:mm:ss'; close is empty while open. */
  CreateTimeHandler: z.string(),
  CompleteTimeHandler: z.string(),
  /**
   * Why it closed (history): user, take_profit, stop_loss, trailing_stop, stop_out, demo_reset, cancelled,
   * margin_short (a pending order whose margin was short at its trigger), expired (a pending
   * order whose expiry came). Empty while open.
   */
  CloseReason: z.optional(z.string()),
  /**
   * History: the take-profit or stop-loss level that closed it, when one did; UpdatePrice is the
   * fill, and the distance between them the slippage (slippage.ts).
   */
  TriggerPrice: z.optional(decimalString),
  /** A trailing stop's distance (a price difference): TargetLossPrice follows the price at it, only ever tighter. */
  TrailingStop: z.optional(decimalString),
  /** An order placed as a pending one: 1 limit (waits for a better price), 2 stop (a worse one). */
  PendingType: z.optional(z.int()),
  /** A pending order's expiry, server clock, UTC 'YYYY-MM-DD HH:mm:ss'; absent: good till cancelled. */
  ExpireTimeHandler: z.optional(z.string()),
});
export type Order = z.output<typeof Order>;

/** Why an order left the book (Order.CloseReason, FOREX_CLOSED). */
export const CLOSE_REASONS = ['user', 'take_profit', 'stop_loss', 'trailing_stop', 'stop_out', 'demo_reset', 'cancelled', 'margin_short', 'expired'] as const;

/** submit `pending_type` and Order.PendingType: a limit waits for a better price than now, a stop for a worse one. */
export const PendingType = { LIMIT: 1, STOP: 2 } as const;

/**
 * my_deal: one page of a tab; all_fact_profits is the floating profit of all holdings (tabs 1
 * and 0), or on the history tab (3) the realised profit of every closed order; balance the cash.
 */
export const OrderList = z.lazy(() =>
  z.object({
    data: z.array(Order),
    total: z.int(),
    all_fact_profits: decimalString,
    balance: decimalString,
  }),
);

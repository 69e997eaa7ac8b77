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
  CreateTimeHandler: z.string(),
  CompleteTimeHandler: z.string(),
});
export type Order = z.output<typeof Order>;

export const OrderList = z.object({
  data: z.array(Order),
  total: z.int(),
  all_fact_profits: decimalString,
  balance: decimalString,
});

// Trading: orders and the demo account.
// Paths, methods and parameter names exactly as SPEC.md section 7 has them; calls.ts joins
// every domain's table into the one table the server registers.
import { z } from 'zod/mini';
import { decimalInput, idInput, intIn } from '../decimal.ts';
import { Balance } from '../account.ts';
import { Order, OrderList } from '../orders.ts';
import { get, none, page, optionalText, optionalPrice, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

const forexId = idInput;

export const tradeCalls = lazyCalls(
  () =>
    ({
      submit: get(
        '/v1/api/forex/submit',
        z.object({
          type: intIn(1, 2),
          cont: decimalInput,
          forex_id: forexId,
          status: intIn(0, 1),
          target_price: optionalPrice,
          stop_loss_price: optionalPrice,
          target_profit_price: optionalPrice,
          multiple: intIn(1),
          /** Optional, chosen by the client per order: the same key again returns the first order, never a second. */
          client_key: optionalText(100),
          /**
           * Pending only, optional: 1 limit (a buy below the ask, a sell above the bid), 2 stop (a buy
           * above the ask, a sell below the bid); a type the target contradicts is refused. Absent
           * (older clients): inferred from the target against the price.
           */
          pending_type: z.optional(z.union([z.literal(''), intIn(1, 2)])),
          /** Pending only, optional: when it expires, seconds since the epoch, in the future; absent or 0: good till cancelled. */
          expire_at: z.optional(z.union([z.literal(''), intIn(0)])),
        }),
        Order,
        'session',
      ),
      myDeal: get('/v1/api/forex/my_deal', z.object({ status: intIn(0, 3), page }), OrderList, 'session'),
      /** cont: lots to close (a partial close); the whole position when absent. */
      close: get('/v1/api/forex/close', z.object({ id: idInput, cont: z.optional(z.union([z.literal(''), decimalInput])) }), Order, 'session'),
      cancelTrade: get('/v1/api/forex/cancel_trade', z.object({ id: idInput }), Order, 'session'),
      /** trailing_stop: a trailing stop's distance as a price difference (empty or 0: none); the stop-loss then follows the price. */
      setStopPrice: get('/v1/api/forex/set_stop_price', z.object({ id: idInput, target_profit_price: optionalPrice, stop_loss_price: optionalPrice, trailing_stop: optionalPrice }), Order, 'session'),
      /**
       * Moves a pending order's target (its entry price) under the rules of placing it; take-profit
       * and stop-loss stay. Not in SPEC.md section 7: added for dragging the entry line on the chart.
       */
      setTargetPrice: get('/v1/api/forex/set_target_price', z.object({ id: idInput, target_price: optionalPrice }), Order, 'session'),
      resetDemo: get('/v1/api/main/user/resetForexDemoAccount', none, Balance, 'session'),
    }) satisfies Record<string, CallDef>,
);

import { z } from 'zod/mini';
import { Candle, PERIODS, QuoteTick } from './market.ts';
import { Order } from './orders.ts';
import { ALERT_KINDS } from './alerts.ts';
import { PUSH_KINDS } from './push.ts';
import { SupportMessage } from './support.ts';

export { WS_PATH, HEARTBEAT_MS, MAX_MISSED_PONGS, CONNECT_TIMEOUT_MS, DAY_MARKET_BATCH_MS, CHANNEL, klineChannel } from './socket-rules.ts';

export const channelName = z.lazy(() => z.string().check(z.regex(/^(DAY_MARKET|FOREX_TRADE|FOREX_CLOSED|CHAT|NOTICE|KLINE\.[A-Z0-9]{2,20})$/)));

export const ClientMessage = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('login'), token: z.string().check(z.maxLength(200)) }),
    z.object({ type: z.literal('logout') }),
    z.object({ type: z.literal('sub'), channel: channelName }),
    z.object({ type: z.literal('unsub'), channel: channelName }),
    z.object({ type: z.literal('ping'), ts: z.number() }),
  ]),
);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** A position a stop-out closed: what it was, where it filled and what it lost. */
export const StopOutOrder = z.lazy(() => z.pick(Order, { Id: true, ForexTradeLists: true, OrderType: true, Quantity: true, UpdatePrice: true, FactProfits: true }));

const formingCandles = z.lazy(() => z.object(Object.fromEntries(PERIODS.map((p) => [p, Candle])) as Record<(typeof PERIODS)[number], typeof Candle>));

export const ServerMessage = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('pong'), ts: z.number() }),
    z.object({ type: z.literal('login'), ok: z.boolean() }),
    z.object({ type: z.literal('error'), msg: z.string() }),
    /** Every instrument whose quote changed since the last batch. */
    z.object({ type: z.literal('DAY_MARKET'), data: z.array(QuoteTick) }),
    /** The forming candle of every period for one instrument. */
    z.object({ type: z.literal('KLINE'), channel: z.string(), code: z.string(), data: formingCandles }),
    /**
     * A logged-in user's holdings with live price and profit, and the account totals, about once a
     * second while they hold positions. hazard_rate: the risk rate in percent ('' with no margin).
     */
    z.object({
      type: z.literal('FOREX_TRADE'),
      data: z.object({
        /** Each holding's live price and profit, and its stop-loss (a trailing stop moves it). */
        orders: z.array(z.extend(z.pick(Order, { Id: true, UpdatePrice: true, FactProfits: true }), { TargetLossPrice: z.optional(z.string()) })),
        all_fact_profits: z.string(),
        hazard_rate: z.string(),
        total_margin: z.string(),
        /** The margin-call warning: the risk rate is at or below 100 %. */
        margin_call: z.optional(z.boolean()),
        /** Equity (balance + floating profit), free margin (equity − used margin − frozen), 6 decimals. */
        equity: z.optional(z.string()),
        available: z.optional(z.string()),
        /** stop_out_level in percent: the margin level at which positions start to close. */
        stop_out_level: z.optional(z.string()),
      }),
    }),
    /**
     * An order of the logged-in user left the book: closed (by the user, take-profit, stop-loss,
     * stop-out, a demo reset) or cancelled; `reason` is one of CLOSE_REASONS (orders.ts).
     */
    z.object({
      type: z.literal('FOREX_CLOSED'),
      data: z.object({
        Id: z.int(),
        reason: z.optional(z.string()),
        Status: z.optional(z.int()),
        /** The instrument, side (1 buy) and lots, so a notice can say what closed on any screen. */
        Code: z.optional(z.string()),
        ShowCode: z.optional(z.string()),
        OrderType: z.optional(z.int()),
        Quantity: z.optional(z.string()),
        /** The fill (a close's price; absent for a cancel). */
        UpdatePrice: z.optional(z.string()),
        /** The take-profit or stop-loss level that fired: the slippage is the fill's distance from it. */
        TriggerPrice: z.optional(z.string()),
        /** Realised profit of the close. */
        FactProfits: z.optional(z.string()),
      }),
    }),
    /**
     * A stop-out closed these positions of the logged-in user (sent on the FOREX_CLOSED channel
     * after the FOREX_CLOSED of each), so one notice can name every position and its loss.
     */
    z.object({ type: z.literal('STOP_OUT'), data: z.object({ orders: z.array(StopOutOrder) }) }),
    /**
     * A price alert of the logged-in user fired (issue 20; sent on the FOREX_CLOSED channel like
     * STOP_OUT), so an open app says so at once: which alert, its condition and the bid that fired it.
     */
    z.object({
      type: z.literal('PRICE_ALERT'),
      data: z.object({ id: z.int(), code: z.string(), show_code: z.string(), kind: z.enum(ALERT_KINDS), value: z.string(), price: z.string() }),
    }),
    /**
     * The logged-in user's support thread changed (private, like FOREX_TRADE): a new message from
     * them (another device) or an operator, or `read` when the operator read their messages.
     * `unread`: operator replies the user has not read, for the badge. Also sent alone
     * (`{ unread }`) right after a subscribe to CHAT, so a reply written just before is not missed.
     */
    z.object({ type: z.literal('CHAT'), data: z.object({ message: z.optional(SupportMessage), read: z.optional(z.boolean()), unread: z.int() }) }),
    /**
     * A notice reached the logged-in user's inbox (issue 20; private, like CHAT): its id and kind,
     * and the inbox's unread count. No text: each device reads the entry in its own language
     * (GET /api/inbox/list), as one frame goes to all of the user's sockets.
     */
    z.object({ type: z.literal('NOTICE'), data: z.object({ id: z.string(), kind: z.enum(PUSH_KINDS), unread: z.int() }) }),
  ]),
);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

import type { AlertKind } from '../contract/alerts.ts';
import type { SettingKey } from './engine/settings.ts';
import type { CloseReason, LiveOrder } from './engine/trading/live-order.ts';
import type { AccountFigures, ClosedFigures, OpenOrder, OrderRecord } from './engine/trading/values.ts';
import type { InstrumentInfo } from './market/catalog.ts';
import type { PointQuote } from './market/types.ts';

/**
 * Typed domain events between the server's parts (engine, auth, market → socket hub, and later
 * other nodes through a shared bus). They are never sent to clients as they are: the hub turns
 * them into socket messages where a client should see something.
 */
export type DomainEvent =
  /**
   * Sessions of a user ended (logout, password change or reset). `keepTokenHash` is the SHA-256
   * of the one session that stays (the device that changed the password); every other socket
   * logged in as the user drops its private channels.
   */
  | { type: 'sessions.revoked'; userId: number; keepTokenHash?: string; tokenHash?: string }
  /** A site setting was written; every reader of settings re-reads them (engine/settings.ts). */
  | { type: 'settings.changed'; key: SettingKey }
  | MarketEvent
  | LiveEvent
  | NoticeEvent;

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * Market events, typed for the engine (no strings to parse). Declared here with the others so
 * the bus stays the one place server parts meet.
 */
export type MarketEvent =
  /** A batch of quote changes: bid and ask in integer points (market/types.ts PointQuote). */
  | { type: 'quotes.tick'; quotes: PointQuote[] }
  /** An instrument's market opened or closed (its hours, or a halt). */
  | { type: 'market.status'; instrumentId: number; code: string; open: boolean; at: number };

/**
 * What the open app of one user is shown live, as the engine's values: http/live-messages.ts
 * turns each into its socket message on the user's channel (FOREX_TRADE:<userId>,
 * FOREX_CLOSED:<userId>). Emitted only while that channel has a subscriber (`bus.listening`).
 */
export type LiveEvent =
  /** The one-second figures of an account holding positions (FOREX_TRADE). */
  | { type: 'trading.live'; userId: number; holdings: OpenOrder[]; figures: AccountFigures }
  /** An order left the book (FOREX_CLOSED): `closed` for a position, with what its close booked; none for a pending order. */
  | { type: 'trading.closed'; userId: number; order: Readonly<LiveOrder>; terms: Readonly<InstrumentInfo>; reason: CloseReason; closed?: ClosedFigures }
  /** The positions one stop-out pass closed (STOP_OUT). */
  | { type: 'trading.stop_out'; userId: number; orders: OrderRecord[] }
  /** A price alert fired (PRICE_ALERT): its condition (`value` in units: a price, or a percentage) and the bid that fired it (points). */
  | { type: 'alerts.fired'; userId: number; alertId: number; terms: Readonly<InstrumentInfo>; kind: AlertKind; value: bigint; bid: number };

/**
 * What happened to one account that its owner may want to hear about even with the app closed
 * (issue 20: web push, notify/push/). Emitted by the engine after the change is committed, and
 * only when someone listens (`bus.hears`), so a stop-out wave with push off builds nothing.
 * Prices are decimal strings at the instrument's precision; money is USD with 2 decimals
 * (rounded half-even); lots with 2. `at`: the engine clock's ms.
 */
export type NoticeEvent =
  /** A pending order reached its target and opened at `price`. */
  | { type: 'order.filled'; userId: number; orderId: number; code: string; showCode: string; side: 1 | 2; lots: string; price: string; at: number }
  /**
   * A position closed whole (a partial close is the user's own act), at `price`, for `reason`
   * (live-order.ts CloseReason); `trigger`: the take-profit or stop-loss level that fired, or ''.
   */
  | {
      type: 'order.closed';
      userId: number;
      orderId: number;
      code: string;
      showCode: string;
      side: 1 | 2;
      lots: string;
      reason: string;
      price: string;
      trigger: string;
      profit: string;
      at: number;
    }
  /** The account's margin level fell to 100 % or below (once, until it recovers; trading/margin-call.ts). */
  | { type: 'account.margin_call'; userId: number; level: string; stopOutLevel: string; at: number }
  /** One stop-out pass closed these positions (largest loss first), each with its result. */
  | { type: 'account.stop_out'; userId: number; positions: Array<{ orderId: number; code: string; showCode: string; side: 1 | 2; lots: string; price: string; profit: string }>; at: number }
  /**
   * An operator decided a deposit or withdrawal. `amount` in `currency` (a deposit approved: the
   * USD credited; rejected: what the user reported); `reason`: the operator's words, when refused.
   */
  | {
      type: 'funding.decided';
      userId: number;
      what: 'deposit' | 'withdrawal';
      id: number;
      depositType?: number;
      withdrawalType?: number;
      approved: boolean;
      amount: string;
      currency: string;
      reason: string;
      at: number;
    }
  /** An operator approved or rejected the identity check (`reason` when rejected). */
  | { type: 'identity.decided'; userId: number; approved: boolean; reason: string; at: number }
  /** An operator replied in the user's support chat (the text stays in the chat). */
  | { type: 'support.replied'; userId: number; messageId: number; at: number }
  /**
   * A price alert the user set was reached (engine/alerts/): its condition (`kind`, and `value`: the
   * price, or the percentage of the day's move) and the bid that fired it (`price`).
   */
  | { type: 'alert.triggered'; userId: number; alertId: number; code: string; showCode: string; kind: AlertKind; value: string; price: string; at: number };

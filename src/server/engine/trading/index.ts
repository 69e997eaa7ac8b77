import type { Order } from '../../../contract/orders.ts';
import type { ServerMessageOf } from '../../../contract/socket.ts';
import type { UsdRate } from '../../../contract/formulas.ts';
import type { Bus } from '../../bus.ts';
import type { Clock, TimerHandle } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { orderRepository as repo, type NewOrderRow } from '../../db/order-repository.ts';
import { idBlockRepository } from '../../db/id-block-repository.ts';
import { createIdAllocator } from '../id-allocator.ts';
import { fromUnits, toUnits } from '../../units.ts';
import { LotsInvalid, MarketClosed, OrderNotFound, UnknownInstrument, InsufficientMargin } from '../../errors.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import type { Market, PointQuote } from '../../market/types.ts';
import type { Settings } from '../settings.ts';
import { LedgerType, type Money, type Wallet } from '../wallet/index.ts';
import { createSerialQueues } from '../wallet/serial.ts';
import { OrderBook } from './book.ts';
import { closingPrice, fromRow, openingPrice, PendingKind, pointsToUnits, Status, toRow, unitsToPoints, type CloseReason, type LiveOrder } from './live-order.ts';
import { formatPoints } from '../../market/prices.ts';
import { feeUnits, marginUnits, profitUnits } from './pricing.ts';
import { checkLeverage, checkLots, checkStops, expiryMs, pendingKind, pricePoints, targetPoints } from './rules.ts';
import { liveOrderWire, rowOrderWire } from './wire.ts';
import { rateDependents } from './rate-sources.ts';
import { trailedStop } from './trailing.ts';
import { createLivePublisher } from './live.ts';
import { RiskScreen, usdPerPointLot } from './risk-screen.ts';
import { MarginCalls, MARGIN_CALL_LEVEL } from './margin-call.ts';

/**
 * The risk screen flags an account for the exact stop-out check once its estimated risk rate is
 * within this factor of stop_out_level (10 % room for float rounding and cross rates that moved
 * since the instrument's last tick).
 */
const SCREEN_ROOM = 1.1;

/** The longest a clock timer may wait (setTimeout's limit, about 24.8 days): a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After an expiry failed to write, how long before it is tried again (a fault must not spin the timer). */
const EXPIRY_RETRY_MS = 1000;

export interface TradingDeps {
  db: Db;
  wallet: Wallet;
  market: Market;
  settings: Settings;
  bus: Bus;
  clock: Clock;
  /** A fault in a command the engine started itself (a trigger, a stop-out): logged, never thrown. */
  onError: (error: unknown) => void;
}

export interface SubmitInput {
  type: number;
  cont: string;
  forex_id: number;
  status: number;
  target_price?: string;
  stop_loss_price?: string;
  target_profit_price?: string;
  multiple: number;
  client_key?: string;
  /** Pending only: 1 limit, 2 stop; absent (an older client): inferred from the target against the price. */
  pending_type?: number | '';
  /** Pending only: when it expires, seconds since the epoch; absent or 0: good till cancelled. */
  expire_at?: number | '';
}

type ForexClosed = ServerMessageOf<'FOREX_CLOSED'>['data'];

/** my_deal's page size (SPEC.md does not give one). */
export const PAGE_SIZE = 20;

/**
 * The margin engine (issue 8): orders, positions, triggers, stop-out. Every command of one
 * account runs in that account's lane, one at a time: it reads the hot state, writes through
 * the wallet (money, ledger and order rows in one transaction), and only then changes memory.
 */
export function createTrading(deps: TradingDeps) {
  const { db, wallet, market, settings, bus, clock, onError } = deps;
  const screen = new RiskScreen((id) => {
    const terms = market.terms(id);
    const quote = market.quote(id);
    const rate = market.usdRate(id);
    return terms && quote && rate ? { usdPerPointLot: usdPerPointLot(terms.profitContractSize, rate, terms.precision), quote } : undefined;
  });
  const book = new OrderBook(screen);
  const marginCalls = new MarginCalls(SCREEN_ROOM);
  /** stop_out_level (percent) as last read; the screen passes every holder until it is known. */
  let stopOutLevel: number | undefined;
  const readStopOutLevel = () =>
    settings.get('stop_out_level').then(
      (level) => void (stopOutLevel = Number(level)),
      (error: unknown) => {
        stopOutLevel = undefined;
        onError(error);
      },
    );
  const lanes = createSerialQueues<number>();
  const inflight = new Set<Promise<unknown>>();
  const stopOutQueued = new Set<number>();
  let maxLots = new Map<number, string>();
  /** Ticked instrument → the instruments whose USD rate it sets (rate-sources.ts). */
  let dependents = new Map<number, number[]>();
  /** Order ids from the database's blocks: unique across processes on one database (id-allocator.ts). */
  const ids = createIdAllocator((size) => idBlockRepository.reserve(db, 'orders', size));
  let offTick: (() => void) | undefined;
  let offSettings: (() => void) | undefined;
  let liveTimer: TimerHandle | undefined;
  let expiryTimer: TimerHandle | undefined;
  /** When expiryTimer fires (the earliest expiry in the book when it was set), or undefined. */
  let expiryTimerAt: number | undefined;
  let expiryRetryAt = 0;

  let running = false;
  /**
   * The one-second FOREX_TRADE timer runs only while someone holds a position: an idle engine
   * schedules nothing (and a test moving a manual clock by days runs no per-second work).
   */
  const syncLiveTimer = () => {
    const wanted = running && book.holdings() > 0;
    if (wanted && liveTimer === undefined) liveTimer = clock.setInterval(() => void publisher.publishAll(), 1000);
    if (!wanted && liveTimer !== undefined) {
      clock.clearInterval(liveTimer);
      liveTimer = undefined;
    }
  };

  /**
   * Pending expiries run on the clock: one timer, set for the earliest expiry in the book's
   * time-sorted index (book.nextExpiry), set again after every command (an order placed, filled
   * or cancelled may change which one is first). Nothing is scanned on a tick.
   */
  const syncExpiryTimer = () => {
    const earliest = running ? book.nextExpiry() : undefined;
    const at = earliest === undefined ? undefined : Math.max(earliest, expiryRetryAt);
    if (at === expiryTimerAt) return;
    if (expiryTimer !== undefined) clock.clearTimeout(expiryTimer);
    expiryTimer = undefined;
    expiryTimerAt = at;
    if (at === undefined) return;
    expiryTimer = clock.setTimeout(() => {
      expiryTimer = undefined;
      expiryTimerAt = undefined;
      expireDue();
    }, Math.min(Math.max(0, at - clock.now()), MAX_TIMER_MS));
  };

  const inLane = <T>(userId: number, task: () => Promise<T>): Promise<T> => {
    const run = lanes.run(userId, task).finally(() => {
      syncLiveTimer();
      syncExpiryTimer();
    });
    const tracked = run.then(
      () => undefined,
      () => undefined,
    );
    inflight.add(tracked);
    void tracked.then(() => inflight.delete(tracked));
    return run;
  };

  const termsOf = (id: number): InstrumentInfo => {
    const terms = market.terms(id);
    if (!terms) throw new UnknownInstrument();
    return terms;
  };
  const quoteOf = (id: number): PointQuote => {
    const q = market.quote(id);
    if (!q) throw new UnknownInstrument();
    return q;
  };
  const rateOf = (id: number): UsdRate => {
    const rate = market.usdRate(id);
    if (!rate) throw new Error(`trading: no USD rate for instrument ${id}`);
    return rate;
  };

  /** A holding's floating profit at the price it would close at now, in USD units. */
  const floatingOf = (o: LiveOrder): bigint => {
    if (o.status !== Status.HOLDING) return 0n;
    const q = quoteOf(o.instrumentId);
    return profitUnits(termsOf(o.instrumentId), { side: o.side, lots: o.lots, openPoints: o.openPrice, currentPoints: closingPrice(o, q) }, rateOf(o.instrumentId));
  };
  /**
   * floatingOf for many holdings at once: each instrument's terms, quote and USD rate are looked
   * up once (market.usdRate computes a decimal on every call), so valuing an account of many
   * positions, at every submit and in every stop-out pass, costs one profit formula each.
   */
  const valuer = () => {
    const seen = new Map<number, { terms: InstrumentInfo; quote: PointQuote; rate: UsdRate }>();
    return (o: LiveOrder): bigint => {
      if (o.status !== Status.HOLDING) return 0n;
      let p = seen.get(o.instrumentId);
      if (!p) seen.set(o.instrumentId, (p = { terms: termsOf(o.instrumentId), quote: quoteOf(o.instrumentId), rate: rateOf(o.instrumentId) }));
      return profitUnits(p.terms, { side: o.side, lots: o.lots, openPoints: o.openPrice, currentPoints: closingPrice(o, p.quote) }, p.rate);
    };
  };
  const floatingOfUser = (userId: number) => {
    const value = valuer();
    let sum = 0n;
    for (const o of book.ofUser(userId)) sum += value(o);
    return sum;
  };

  /** GLOSSARY.md: equity = balance + floating; available = equity − used margin − lock_balance. */
  const figures = (userId: number, money: Readonly<Money>) => {
    const floating = floatingOfUser(userId);
    const equity = money.balance + floating;
    return { floating, equity, available: equity - money.margin - money.lock };
  };
  /**
   * Free margin must cover margin and fee; and the fee is paid in cash, so the balance must
   * cover it too (floating gains of other positions are not cash: without this a fee could take
   * the balance below 0).
   */
  const canAfford = (userId: number, money: Readonly<Money>, margin: bigint, fee: bigint) =>
    figures(userId, money).available >= margin + fee && money.balance >= fee;
  const ensureAvailable = (userId: number, money: Readonly<Money>, margin: bigint, fee: bigint) => {
    if (!canAfford(userId, money, margin, fee)) throw new InsufficientMargin();
  };

  const live = (o: LiveOrder): Order => {
    const q = quoteOf(o.instrumentId);
    const price = o.status === Status.HOLDING ? closingPrice(o, q) : openingPrice(o.side, q);
    return liveOrderWire(o, termsOf(o.instrumentId), price, floatingOf(o));
  };

  const publishClosed = (o: LiveOrder, reason: CloseReason, row?: { close_price: bigint; trigger_price: bigint; profit: bigint }) => {
    const terms = termsOf(o.instrumentId);
    const price = (units: bigint) => formatPoints(unitsToPoints(units, terms.precision), terms.precision);
    const data: ForexClosed = {
      Id: o.id, reason, Status: Status.CLOSED, Code: terms.code, ShowCode: terms.showCode, OrderType: o.side, Quantity: fromUnits(o.lots, 2),
    };
    if (row) {
      data.UpdatePrice = price(row.close_price);
      if (row.trigger_price > 0n) data.TriggerPrice = price(row.trigger_price);
      data.FactProfits = fromUnits(row.profit, 6);
    }
    bus.publish(`FOREX_CLOSED:${o.userId}`, { type: 'FOREX_CLOSED', data });
  };

  // Notices for the owner (web push, notify/push/): emitted after the commit, built only when
  // something listens. They are the bus's listeners' to deliver; the lane never waits on them.
  const noticeClosed = (o: LiveOrder, reason: CloseReason, row: { close_price: bigint; trigger_price: bigint; profit: bigint; closed_at: number }) => {
    if (!bus.hears('order.closed')) return;
    const terms = termsOf(o.instrumentId);
    bus.emit({
      type: 'order.closed', userId: o.userId, orderId: o.id, code: terms.code, showCode: terms.showCode, side: o.side, lots: fromUnits(o.lots, 2), reason,
      price: fromUnits(row.close_price, terms.precision), trigger: row.trigger_price > 0n ? fromUnits(row.trigger_price, terms.precision) : '', profit: fromUnits(row.profit, 2), at: row.closed_at,
    });
  };
  const noticeStopOut = (userId: number, closed: NewOrderRow[]) => {
    if (closed.length === 0 || !bus.hears('account.stop_out')) return;
    const positions = closed.map((row) => {
      const terms = termsOf(Number(row.instrument_id));
      return { orderId: Number(row.id), code: terms.code, showCode: terms.showCode, side: Number(row.side) === 1 ? 1 as const : 2 as const, lots: fromUnits(BigInt(row.lots), 2), price: fromUnits(BigInt(row.close_price ?? 0n), terms.precision), profit: fromUnits(BigInt(row.profit ?? 0n), 2) };
    });
    bus.emit({ type: 'account.stop_out', userId, positions, at: clock.now() });
  };

  // ---- commands (each runs in its account's lane) ----

  async function open(userId: number, input: SubmitInput): Promise<Order> {
    if (input.client_key) {
      const known = book.byClientKey(userId, input.client_key);
      if (known) return live(known);
      const row = await repo.byClientKey(db, userId, input.client_key);
      if (row) return rowOrderWire(row, termsOf(Number(row.instrument_id)));
    }
    const terms = termsOf(input.forex_id);
    checkLeverage(terms, input.multiple);
    const lots = checkLots(terms, input.cont, maxLots.get(terms.id) ?? '100');
    if (!market.isOpen(terms.id)) throw new MarketClosed();
    const side: 1 | 2 = input.type === 1 ? 1 : 2;
    const q = quoteOf(terms.id);
    const rate = rateOf(terms.id);
    const takeProfit = pricePoints(input.target_profit_price, terms.precision);
    const stopLoss = pricePoints(input.stop_loss_price, terms.precision);
    const now = clock.now();
    const base = {
      userId, instrumentId: terms.id, precision: terms.precision, side, lots, leverage: input.multiple,
      stopLoss, takeProfit, trailing: 0, expireAt: 0, clientKey: input.client_key || null, createdAt: now,
    };
    let order: LiveOrder;

    if (input.status === 0) {
      const target = targetPoints(input.target_price, terms.precision);
      checkStops(side, target, takeProfit, stopLoss);
      // A limit waits for a better price than now, a stop for a worse one: as asked, never against the price.
      const kind = pendingKind(side, input.pending_type || undefined, target, q, terms.precision);
      const expireAt = expiryMs(input.expire_at || undefined, now);
      const need = marginUnits(terms, lots, target, input.multiple, rate);
      const needFee = feeUnits(terms, lots, need, await settings.get('trade_fee_type'));
      order = { ...base, id: await ids.next(), status: Status.PENDING, pendingKind: kind === 1 ? PendingKind.LIMIT : PendingKind.STOP, originPrice: target, targetPrice: target, openPrice: 0, margin: 0n, fee: 0n, openedAt: 0, expireAt };
      const row = toRow(order);
      await wallet.run(userId, (draft) => {
        // Checked at placement, reserved only at the trigger (issue 8).
        ensureAvailable(userId, draft.money, need, needFee);
        draft.write((trx) => repo.insert(trx, row));
      });
    } else {
      const price = openingPrice(side, q);
      checkStops(side, closingPrice({ side }, q), takeProfit, stopLoss);
      const margin = marginUnits(terms, lots, price, input.multiple, rate);
      const fee = feeUnits(terms, lots, margin, await settings.get('trade_fee_type'));
      order = { ...base, id: await ids.next(), status: Status.HOLDING, pendingKind: PendingKind.NONE, originPrice: price, targetPrice: 0, openPrice: price, margin, fee, openedAt: now };
      const row = toRow(order);
      await wallet.run(userId, (draft) => {
        ensureAvailable(userId, draft.money, margin, fee);
        if (fee > 0n) draft.book({ type: LedgerType.FEE, units: -fee, key: `order:${order.id}:fee`, ref: { type: 'order', id: order.id } });
        draft.margin(margin);
        draft.write((trx) => repo.insert(trx, row));
      });
    }
    book.add(order);
    return live(order);
  }

  /**
   * Closes a holding (all of it, or `part` lots) at `price`, in its lane, and returns the closed
   * row (only a person's close turns it into the wire's shape: triggers and stop-outs do not).
   * `knownProfit` is the whole holding's profit at `price`, when the caller has just computed it;
   * `trigger` the take-profit or stop-loss level that fired (points), kept beside the fill.
   */
  async function closeAt(o: LiveOrder, price: number, reason: CloseReason, how: { part?: bigint; knownProfit?: bigint; trigger?: number } = {}): Promise<NewOrderRow> {
    const { part, knownProfit, trigger = 0 } = how;
    const lots = part ?? o.lots;
    const profit = knownProfit !== undefined && part === undefined ? knownProfit
      : profitUnits(termsOf(o.instrumentId), { side: o.side, lots, openPoints: o.openPrice, currentPoints: price }, rateOf(o.instrumentId));
    const released = part ? (o.margin * part) / o.lots : o.margin;
    const feeShare = part ? (o.fee * part) / o.lots : o.fee;
    const closedId = part ? await ids.next() : o.id;
    const now = clock.now();
    const closed: NewOrderRow = {
      ...toRow(o), id: BigInt(closedId), lots, margin: released, fee: feeShare, status: Status.CLOSED,
      close_price: pointsToUnits(price, o.precision), trigger_price: pointsToUnits(trigger, o.precision), profit, close_reason: reason, closed_at: now,
      parent_id: part ? BigInt(o.id) : null, client_key: part ? null : o.clientKey,
    };
    await wallet.run(o.userId, (draft) => {
      const ref = { type: 'order' as const, id: o.id };
      if (profit !== 0n) draft.book({ type: LedgerType.PROFIT, units: profit, key: `order:${closedId}:profit`, ref });
      // Negative balance protection is per account, not per close: a negative balance beside
      // open positions is carried (their gains may still cover it: a hedge's losing leg closed
      // first must not be written off while the winning leg stays open). Only what is left
      // below 0 once the last position has closed is written off.
      const lastPosition = part === undefined && !book.ofUser(o.userId).some((x) => x.status === Status.HOLDING && x.id !== o.id);
      if (lastPosition && draft.money.balance < 0n) draft.book({ type: LedgerType.WRITE_OFF, units: -draft.money.balance, key: `order:${closedId}:write-off`, ref });
      draft.margin(-released);
      draft.write(async (trx) => {
        if (part) {
          await repo.insert(trx, closed);
          await repo.update(trx, o.id, { lots: o.lots - part, margin: o.margin - released, fee: o.fee - feeShare });
        } else {
          await repo.close(trx, o.id, { status: Status.CLOSED, close_price: closed.close_price as bigint, trigger_price: closed.trigger_price as bigint, profit, close_reason: reason, closed_at: now });
        }
      });
    }, { essential: true }); // a close lowers risk: never refused for a long queue
    if (part) {
      book.change(o, (x) => {
        x.lots -= part;
        x.margin -= released;
        x.fee -= feeShare;
      });
    } else {
      book.remove(o);
      publishClosed(o, reason, { close_price: closed.close_price as bigint, trigger_price: closed.trigger_price as bigint, profit });
      noticeClosed(o, reason, { close_price: closed.close_price as bigint, trigger_price: closed.trigger_price as bigint, profit, closed_at: now });
      if (!book.ofUser(o.userId).some((x) => x.status === Status.HOLDING)) marginCalls.clear(o.userId);
    }
    return closed;
  }

  async function cancelNow(o: LiveOrder, reason: CloseReason): Promise<Order> {
    const now = clock.now();
    await repo.update(db, o.id, { status: Status.CLOSED, close_reason: reason, closed_at: now });
    book.remove(o);
    publishClosed(o, reason);
    const row = { ...toRow(o), status: Status.CLOSED, close_reason: reason, closed_at: now };
    return rowOrderWire(row, termsOf(o.instrumentId));
  }

  /** A pending order reached its target: it opens at `price` if the margin is there, or is cancelled. */
  async function fill(o: LiveOrder, price: number): Promise<void> {
    const terms = termsOf(o.instrumentId);
    const margin = marginUnits(terms, o.lots, price, o.leverage, rateOf(o.instrumentId));
    const fee = feeUnits(terms, o.lots, margin, await settings.get('trade_fee_type'));
    const now = clock.now();
    const { value: filled } = await wallet.run(o.userId, (draft) => {
      if (!canAfford(o.userId, draft.money, margin, fee)) {
        draft.write((trx) => repo.update(trx, o.id, { status: Status.CLOSED, close_reason: 'margin_short', closed_at: now }));
        return false;
      }
      if (fee > 0n) draft.book({ type: LedgerType.FEE, units: -fee, key: `order:${o.id}:fee`, ref: { type: 'order', id: o.id } });
      draft.margin(margin);
      draft.write((trx) => repo.update(trx, o.id, { status: Status.HOLDING, open_price: pointsToUnits(price, o.precision), margin, fee, opened_at: now }));
      return true;
    }, { essential: true }); // the engine's own trigger: it must not be dropped
    if (!filled) {
      book.remove(o);
      publishClosed(o, 'margin_short');
      return;
    }
    book.change(o, (x) => {
      x.status = Status.HOLDING;
      x.openPrice = price;
      x.margin = margin;
      x.fee = fee;
      x.openedAt = now;
    });
    if (bus.hears('order.filled')) {
      bus.emit({ type: 'order.filled', userId: o.userId, orderId: o.id, code: terms.code, showCode: terms.showCode, side: o.side, lots: fromUnits(o.lots, 2), price: formatPoints(price, terms.precision), at: now });
    }
  }

  /**
   * The clock reached the earliest expiry: every pending order due now is cancelled as 'expired'
   * in its account's lane (nothing is booked: a pending order holds no money), and the timer is
   * set for the next. An order filled or cancelled meanwhile has left the index already.
   */
  function expireDue() {
    const now = clock.now();
    for (const id of book.expired(now)) {
      const o = book.get(id);
      if (!o) continue;
      inLane(o.userId, async () => {
        const current = book.get(id);
        if (!current || current.status !== Status.PENDING || current.expireAt <= 0 || current.expireAt > clock.now()) return;
        try {
          await cancelNow(current, 'expired');
        } catch (error) {
          if (book.get(current.id) === current) {
            expiryRetryAt = clock.now() + EXPIRY_RETRY_MS;
            book.rearm(current);
          }
          throw error;
        }
      }).catch(onError);
    }
    syncExpiryTimer();
  }

  /** Closes the account's positions, largest loss first, while its risk rate is at or below stop_out_level. */
  async function stopOut(userId: number): Promise<void> {
    const level = toUnits(String(await settings.get('stop_out_level')));
    const closedNow: NewOrderRow[] = [];
    try {
      await stopOutPass(userId, level, closedNow);
    } finally {
      // One notice naming every position this stop-out closed (each also had its FOREX_CLOSED),
      // built only when someone listens: a gap stopping out thousands of accounts builds none.
      if (closedNow.length > 0 && bus.listening(`FOREX_CLOSED:${userId}`)) {
        const orders = closedNow.map((row) => rowOrderWire(row, termsOf(Number(row.instrument_id))));
        bus.publish(`FOREX_CLOSED:${userId}`, { type: 'STOP_OUT', data: { orders } });
      }
      noticeStopOut(userId, closedNow);
    }
  }

  /**
   * After the stop-out check, in the same lane: an account left at or below 100 % (and holding
   * margin) is in a margin call, told once (margin-call.ts) when something listens.
   */
  async function checkMarginCall(userId: number): Promise<void> {
    const money = wallet.peek(userId) ?? (await wallet.money(userId));
    if (money.margin <= 0n) return marginCalls.clear(userId);
    const equity = money.balance + floatingOfUser(userId);
    if (equity * 100n > BigInt(MARGIN_CALL_LEVEL) * money.margin || !marginCalls.enter(userId)) return;
    bus.emit({ type: 'account.margin_call', userId, level: riskRate(equity, money.margin), stopOutLevel: String(await settings.get('stop_out_level')), at: clock.now() });
  }

  async function stopOutPass(userId: number, level: bigint, closedNow: NewOrderRow[]): Promise<void> {
    for (;;) {
      // In the lane, the wallet's last commit is the account's money (peek); read it if unknown.
      const money = wallet.peek(userId) ?? (await wallet.money(userId));
      if (money.margin <= 0n) return;
      // One pass over the holdings gives both the equity and the largest loss: each profit once.
      let floating = 0n;
      let worst: LiveOrder | undefined;
      let worstProfit = 0n;
      const value = valuer();
      for (const o of book.ofUser(userId)) {
        if (o.status !== Status.HOLDING) continue;
        const profit = value(o);
        floating += profit;
        if (market.isOpen(o.instrumentId) && (!worst || profit < worstProfit)) [worst, worstProfit] = [o, profit];
      }
      // equity ÷ margin × 100 > level, in integers.
      if ((money.balance + floating) * 100n * 100_000_000n > level * money.margin) return;
      if (!worst) return;
      closedNow.push(await closeAt(worst, closingPrice(worst, quoteOf(worst.instrumentId)), 'stop_out', { knownProfit: worstProfit }));
    }
  }

  /**
   * The screen's estimate (O(1) per account) of the margin level in percent: Infinity with no
   * margin held, undefined when it cannot tell (money not known yet).
   */
  function estimatedLevel(userId: number): number | undefined {
    const money = wallet.peek(userId);
    if (!money) return undefined;
    if (money.margin <= 0n) return Infinity;
    const equity = Number(money.balance) / 1e8 + screen.floating(userId);
    return (equity * 100) / (Number(money.margin) / 1e8);
  }

  /**
   * Whether the exact check runs in the account's lane after this tick: the estimate says it may
   * be at or near stop-out, or it cannot tell (money or level not known yet), or (when margin
   * calls are listened to) it may have just fallen to 100 % (margin-call.ts).
   */
  function needsCheck(userId: number, marginCallsHeard: boolean): boolean {
    const level = estimatedLevel(userId);
    if (level === undefined || stopOutLevel === undefined || level <= stopOutLevel * SCREEN_ROOM) return true;
    return marginCallsHeard && marginCalls.screen(userId, level);
  }

  function onTick(quotes: PointQuote[]) {
    const marginCallsHeard = bus.hears('account.margin_call');
    /** The instruments whose holdings this tick re-values: those ticked and those whose USD rate they set. */
    const revalue: number[] = [];
    for (const q of quotes) {
      // Nothing triggers while the market is closed; at the reopen the first tick decides.
      if (!market.isOpen(q.instrumentId)) continue;
      for (const t of book.crossed(q.instrumentId, q)) {
        const o = book.get(t.orderId);
        if (!o) continue;
        inLane(o.userId, async () => {
          const current = book.get(t.orderId);
          if (!current) return;
          const armed =
            t.kind === 'entry' ? current.status === Status.PENDING && current.targetPrice === t.level
            : current.status === Status.HOLDING && (t.kind === 'take_profit' ? current.takeProfit : current.stopLoss) === t.level;
          if (!armed) return;
          try {
            if (t.kind === 'entry') await fill(current, t.price);
            // A stop-loss a trailing stop had moved closes as the trailing stop.
            else await closeAt(current, t.price, t.kind === 'stop_loss' && current.trailing > 0 ? 'trailing_stop' : t.kind, { trigger: t.level });
          } catch (error) {
            if (book.get(current.id) === current) book.rearm(current);
            throw error;
          }
        }).catch(onError);
      }
      for (const o of book.trailingOf(q.instrumentId)) if (trailedStop(o, q) !== null) trail(o);
      // A rate move alone changes the USD profit of positions quoted in that currency: the
      // dependents are re-valued at their own price and the new rate, and screened the same way.
      revalue.push(q.instrumentId, ...(dependents.get(q.instrumentId) ?? []));
    }
    // Once the whole batch is in: each instrument re-valued once, each account screened once at
    // its value after every quote of the batch (a tick of all 23 instruments screens an account
    // once, not once per instrument it holds).
    const atRisk: number[] = [];
    for (const userId of screen.repriceAll(revalue)) if (needsCheck(userId, marginCallsHeard)) atRisk.push(userId);
    for (const userId of atRisk) {
      if (stopOutQueued.has(userId)) continue;
      stopOutQueued.add(userId);
      inLane(userId, async () => {
        stopOutQueued.delete(userId);
        await stopOut(userId);
        if (bus.hears('account.margin_call')) await checkMarginCall(userId);
      }).catch(onError);
    }
  }

  /**
   * A trailing stop's tick: the stop-loss moves to where the price now puts it (trailing.ts), in
   * the account's lane, written before memory changes. One move per order waits at a time; it
   * reads the newest quote when its turn comes.
   */
  const trailQueued = new Set<number>();
  function trail(o: LiveOrder) {
    if (trailQueued.has(o.id)) return;
    trailQueued.add(o.id);
    inLane(o.userId, async () => {
      trailQueued.delete(o.id);
      const current = book.get(o.id);
      if (!current || !market.isOpen(current.instrumentId)) return;
      const level = trailedStop(current, quoteOf(current.instrumentId));
      if (level === null) return;
      await repo.update(db, current.id, { stop_loss: pointsToUnits(level, current.precision) });
      book.change(current, (x) => void (x.stopLoss = level));
    }).catch(onError);
  }

  const ownHolding = (userId: number, id: number) => {
    const o = book.get(id);
    if (!o || o.userId !== userId || o.status !== Status.HOLDING) throw new OrderNotFound();
    return o;
  };

  const publisher = createLivePublisher({ bus, book, money: (userId) => wallet.money(userId), floatingOf, live: (o) => live(o), stopOutLevel: () => stopOutLevel, onError });

  return {
    async start(): Promise<void> {
      maxLots = await repo.maxLots(db);
      dependents = rateDependents(market.instruments('en').flatMap((i) => market.terms(i.Id) ?? []));
      await ids.prefetch();
      const loaded: LiveOrder[] = [];
      for (const row of await repo.open(db)) {
        const terms = market.terms(Number(row.instrument_id));
        if (terms) loaded.push(fromRow(row, terms.precision));
      }
      book.load(loaded);
      await readStopOutLevel();
      offSettings = bus.on('settings.changed', () => void readStopOutLevel());
      offTick = market.onTick(onTick);
      running = true;
      syncLiveTimer();
      // Orders that expired while the server was down go now; the rest on the clock.
      expireDue();
    },

    async stop(): Promise<void> {
      offTick?.();
      offSettings?.();
      await this.settled();
      running = false;
      syncLiveTimer();
      syncExpiryTimer();
    },

    /** Resolves once every command started so far (triggers and stop-outs included) has finished. */
    async settled(): Promise<void> {
      while (inflight.size > 0) await Promise.all([...inflight]);
    },

    submit: (userId: number, input: SubmitInput) => inLane(userId, () => open(userId, input)),

    close: (userId: number, id: number, cont?: string) =>
      inLane(userId, async () => {
        const o = ownHolding(userId, id);
        if (!market.isOpen(o.instrumentId)) throw new MarketClosed();
        let part: bigint | undefined;
        if (cont !== undefined && cont !== '') {
          const terms = termsOf(o.instrumentId);
          part = toUnits(cont);
          const step = toUnits(terms.pip);
          if (part <= 0n || part > o.lots || (step > 0n && part % step !== 0n)) {
            throw new LotsInvalid({ min: terms.pip, max: fromUnits(o.lots, 2), step: terms.pip });
          }
          if (part === o.lots) part = undefined;
        }
        return rowOrderWire(await closeAt(o, closingPrice(o, quoteOf(o.instrumentId)), 'user', { part }), termsOf(o.instrumentId));
      }),

    cancel: (userId: number, id: number) =>
      inLane(userId, async () => {
        const o = book.get(id);
        if (!o || o.userId !== userId || o.status !== Status.PENDING) throw new OrderNotFound();
        return cancelNow(o, 'cancelled');
      }),

    /**
     * set_stop_price: take-profit, stop-loss and a trailing stop's distance (a price difference;
     * empty or 0: none). A trailing stop on a holding sets the stop-loss at once where the price
     * puts it, unless the one given is tighter; on a pending order it starts once filled.
     */
    setStops: (userId: number, id: number, takeProfitText?: string, stopLossText?: string, trailingText?: string) =>
      inLane(userId, async () => {
        const o = book.get(id);
        if (!o || o.userId !== userId) throw new OrderNotFound();
        const takeProfit = pricePoints(takeProfitText, o.precision);
        const trailing = pricePoints(trailingText, o.precision);
        let stopLoss = pricePoints(stopLossText, o.precision);
        const reference = o.status === Status.PENDING ? o.targetPrice : closingPrice(o, quoteOf(o.instrumentId));
        checkStops(o.side, reference, takeProfit, stopLoss);
        stopLoss = trailedStop({ side: o.side, status: o.status, trailing, stopLoss }, quoteOf(o.instrumentId)) ?? stopLoss;
        const u = (points: number) => pointsToUnits(points, o.precision);
        await repo.update(db, o.id, { take_profit: u(takeProfit), stop_loss: u(stopLoss), trailing_stop: u(trailing) });
        book.change(o, (x) => {
          x.takeProfit = takeProfit;
          x.stopLoss = stopLoss;
          x.trailing = trailing;
        });
        return live(o);
      }),

    /**
     * set_target_price: moves a pending order's target under the rules of placing it (a target
     * given, the market open, its take-profit and stop-loss on their sides of the new target,
     * free margin for margin and fee at it). It stays the limit or stop it was placed as; a target
     * that contradicts that type is refused. Nothing is reserved for a pending order, so no money moves.
     */
    moveTarget: (userId: number, id: number, targetText?: string) =>
      inLane(userId, async () => {
        const o = book.get(id);
        if (!o || o.userId !== userId || o.status !== Status.PENDING) throw new OrderNotFound();
        const target = targetPoints(targetText, o.precision);
        if (!market.isOpen(o.instrumentId)) throw new MarketClosed();
        checkStops(o.side, target, o.takeProfit, o.stopLoss);
        const terms = termsOf(o.instrumentId);
        const need = marginUnits(terms, o.lots, target, o.leverage, rateOf(o.instrumentId));
        const needFee = feeUnits(terms, o.lots, need, await settings.get('trade_fee_type'));
        // The order keeps the type it was placed as (a buy stop stays a stop): a target on the
        // other side of the price is refused, as placing it there would be.
        const kind = pendingKind(o.side, o.pendingKind === PendingKind.STOP ? 2 : 1, target, quoteOf(o.instrumentId), o.precision);
        const u = (points: number) => pointsToUnits(points, o.precision);
        await wallet.run(userId, (draft) => {
          ensureAvailable(userId, draft.money, need, needFee);
          draft.write((trx) => repo.update(trx, o.id, { target_price: u(target), origin_price: u(target), pending_kind: kind }));
        });
        book.change(o, (x) => {
          x.targetPrice = target;
          x.originPrice = target;
          x.pendingKind = kind;
        });
        return live(o);
      }),

    /**
     * Closes every position at the last price (even with the market closed: the person asked for
     * a fresh start) and cancels every pending order, then runs `then` in the same lane, so no
     * order of the account can come in between (demo reset).
     */
    closeEverything: <T>(userId: number, then: () => Promise<T>) =>
      inLane(userId, async () => {
        for (const o of book.ofUser(userId)) {
          if (o.status === Status.PENDING) await cancelNow(o, 'demo_reset');
          else await closeAt(o, closingPrice(o, quoteOf(o.instrumentId)), 'demo_reset');
        }
        return then();
      }),

    /** my_deal: one page of holdings (1), pending (0) or history (3); all_fact_profits is the floating profit, or for history the realised one. */
    async list(userId: number, status: number, page: number) {
      const money = await wallet.money(userId);
      const open = book.ofUser(userId);
      const floating = floatingOfUser(userId);
      let data: Order[] = [];
      let total = 0;
      let listedProfit = floating;
      if (status === Status.CLOSED) {
        // The history tab's header is what the listed orders realised, not what is open now.
        listedProfit = await repo.realised(db, userId);
        const history = await repo.history(db, userId, page, PAGE_SIZE);
        data = history.rows.map((r) => rowOrderWire(r, termsOf(Number(r.instrument_id))));
        total = history.total;
      } else if (status === Status.PENDING || status === Status.HOLDING) {
        const tab = open.filter((o) => o.status === status).sort((a, b) => b.id - a.id);
        total = tab.length;
        data = tab.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(live);
      }
      return { data, total, all_fact_profits: fromUnits(listedProfit, 6), balance: fromUnits(money.balance, 2) };
    },

    /** forexDetail: the account's money and its trading figures (GLOSSARY.md, Account). */
    async detail(userId: number) {
      const money = await wallet.money(userId);
      const { floating, equity, available } = figures(userId, money);
      return {
        balance: fromUnits(money.balance, 2),
        lock_balance: fromUnits(money.lock, 2),
        margin: fromUnits(money.margin, 6),
        equity: fromUnits(equity, 6),
        available: fromUnits(available, 6),
        all_fact_profits: fromUnits(floating, 6),
        risk_rate: money.margin > 0n ? riskRate(equity, money.margin) : null,
        stop_out_level: String(await settings.get('stop_out_level')),
      };
    },

    /** The account's pending and holding orders as memory has them, read-only (tests prove memory equals the database). */
    ordersOf: (userId: number): ReadonlyArray<Readonly<LiveOrder>> => book.ofUser(userId),

    /** How many pending and holding orders are in memory (tests, metrics). */
    openOrders: () => book.size(),
  };
}
export type Trading = ReturnType<typeof createTrading>;

/** equity ÷ margin × 100, 2 decimals, rounded down. */
function riskRate(equity: bigint, margin: bigint): string {
  const hundredths = (equity * 10_000n) / margin;
  return fromUnits(hundredths * 1_000_000n, 2);
}

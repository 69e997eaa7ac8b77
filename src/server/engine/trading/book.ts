import { closingPrice, Status, triggersOf, type LiveOrder } from './live-order.ts';
import { TriggerIndex, type Lane, type Trigger } from './trigger-index.ts';
import { ExpiryIndex, type Expiry } from './expiry-index.ts';

const LANES: Lane[] = ['bid-up', 'bid-down', 'ask-up', 'ask-down'];

/** Told of every holding that enters or leaves the book (the risk screen keeps its sums by them). */
export interface HoldingObserver {
  holdingAdded(o: LiveOrder): void;
  holdingRemoved(o: LiveOrder): void;
}

/**
 * The hot state (DESIGN.md): every pending and holding order in memory, by id, by user and by
 * instrument, with the trigger index of each instrument. Loaded from the database at start and
 * changed only after the transaction that wrote the same change has committed.
 */
export class OrderBook {
  private readonly orders = new Map<number, LiveOrder>();
  private readonly byUser = new Map<number, Set<LiveOrder>>();
  /** instrument → user → holdings of that user there (the accounts a tick may put at risk). */
  private readonly holders = new Map<number, Map<number, number>>();
  private readonly indexes = new Map<number, TriggerIndex>();
  private readonly clientKeys = new Map<string, LiveOrder>();
  /** instrument → its orders with a trailing stop: a tick moves only these stop-losses. */
  private readonly trailers = new Map<number, Set<LiveOrder>>();
  /** Pending orders with an expiry, by when it falls (the engine's clock timer reads the earliest). */
  private readonly expiries = new ExpiryIndex();
  private holdingCount = 0;

  constructor(private readonly observer?: HoldingObserver) {}

  get(id: number): LiveOrder | undefined {
    return this.orders.get(id);
  }

  /** The user's open orders (pending and holding). */
  ofUser(userId: number): LiveOrder[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  byClientKey(userId: number, key: string): LiveOrder | undefined {
    return this.clientKeys.get(`${userId}:${key}`);
  }

  /** Users holding a position in the instrument. */
  holdersOf(instrumentId: number): Iterable<number> {
    return this.holders.get(instrumentId)?.keys() ?? [];
  }

  /** Users with at least one open order. */
  users(): number[] {
    return [...this.byUser.keys()];
  }

  /** Users with at least one holding. */
  usersHolding(): number[] {
    const out: number[] = [];
    for (const [userId, set] of this.byUser)
      for (const o of set)
        if (o.status === Status.HOLDING) {
          out.push(userId);
          break;
        }
    return out;
  }

  add(o: LiveOrder): void {
    this.track(o);
    this.arm(o);
    const e = expiryOf(o);
    if (e) this.expiries.add(e);
  }

  private track(o: LiveOrder): void {
    this.orders.set(o.id, o);
    let set = this.byUser.get(o.userId);
    if (!set) this.byUser.set(o.userId, (set = new Set()));
    set.add(o);
    if (o.clientKey) this.clientKeys.set(`${o.userId}:${o.clientKey}`, o);
    this.trail(o, true);
    if (o.status === Status.HOLDING) {
      this.countHolder(o, 1);
      this.observer?.holdingAdded(o);
    }
  }

  /** Loads the orders read at start: the same as add() for each, with one sort per trigger lane. */
  load(orders: LiveOrder[]): void {
    const byInstrument = new Map<number, Trigger[]>();
    const expiries: Expiry[] = [];
    for (const o of orders) {
      this.track(o);
      const e = expiryOf(o);
      if (e) expiries.push(e);
      let list = byInstrument.get(o.instrumentId);
      if (!list) byInstrument.set(o.instrumentId, (list = []));
      list.push(...triggersOf(o));
    }
    for (const [instrumentId, triggers] of byInstrument) this.indexOf(instrumentId).addMany(triggers);
    this.expiries.addMany(expiries);
  }

  remove(o: LiveOrder): void {
    this.disarm(o);
    const e = expiryOf(o);
    if (e) this.expiries.remove(e);
    this.trail(o, false);
    if (o.status === Status.HOLDING) {
      this.countHolder(o, -1);
      this.observer?.holdingRemoved(o);
    }
    this.orders.delete(o.id);
    const set = this.byUser.get(o.userId);
    set?.delete(o);
    if (set && set.size === 0) this.byUser.delete(o.userId);
    if (o.clientKey) this.clientKeys.delete(`${o.userId}:${o.clientKey}`);
  }

  /** Changes an order in place: its triggers are taken out before and put back after. */
  change(o: LiveOrder, apply: (o: LiveOrder) => void): void {
    const wasHolding = o.status === Status.HOLDING;
    this.disarm(o);
    const before = expiryOf(o);
    if (before) this.expiries.remove(before);
    this.trail(o, false);
    if (wasHolding) this.observer?.holdingRemoved(o);
    apply(o);
    this.trail(o, true);
    if (!wasHolding && o.status === Status.HOLDING) this.countHolder(o, 1);
    if (o.status === Status.HOLDING) this.observer?.holdingAdded(o);
    this.arm(o);
    const after = expiryOf(o);
    if (after) this.expiries.add(after);
  }

  /** When the next pending order expires (ms since the epoch), or undefined when none has an expiry. */
  nextExpiry(): number | undefined {
    return this.expiries.next();
  }

  /** Takes out of the expiry index every pending order due at `now`, for the engine to cancel. */
  expired(now: number): number[] {
    return this.expiries.takeDue(now).map((e) => e.orderId);
  }

  /** The instrument's orders with a trailing stop (pending ones start trailing once filled). */
  trailingOf(instrumentId: number): Iterable<LiveOrder> {
    return this.trailers.get(instrumentId) ?? [];
  }

  /** Takes out of the index every trigger the quote reaches, for the engine to act on. */
  crossed(instrumentId: number, quote: { bid: number; ask: number }): Array<Trigger & { price: number }> {
    const index = this.indexes.get(instrumentId);
    if (!index) return [];
    const out: Array<Trigger & { price: number }> = [];
    for (const lane of LANES) {
      const price = lane.startsWith('bid') ? quote.bid : quote.ask;
      for (const t of index.take(lane, price)) out.push({ ...t, price });
    }
    return out;
  }

  /** Puts an order's triggers and expiry back (after a fired command failed). */
  rearm(o: LiveOrder): void {
    this.disarm(o);
    this.arm(o);
    const e = expiryOf(o);
    if (e) {
      this.expiries.remove(e);
      this.expiries.add(e);
    }
  }

  size(): number {
    return this.orders.size;
  }

  /** How many positions are open (holdings), across all users. */
  holdings(): number {
    return this.holdingCount;
  }

  private indexOf(instrumentId: number): TriggerIndex {
    let index = this.indexes.get(instrumentId);
    if (!index) this.indexes.set(instrumentId, (index = new TriggerIndex()));
    return index;
  }

  private arm(o: LiveOrder) {
    const index = this.indexOf(o.instrumentId);
    for (const t of triggersOf(o)) index.add(t);
  }

  private disarm(o: LiveOrder) {
    const index = this.indexes.get(o.instrumentId);
    if (index) for (const t of triggersOf(o)) index.remove(t);
  }

  private trail(o: LiveOrder, on: boolean) {
    if (on && o.trailing <= 0) return;
    let set = this.trailers.get(o.instrumentId);
    if (on) {
      if (!set) this.trailers.set(o.instrumentId, (set = new Set()));
      set.add(o);
    } else if (set) {
      set.delete(o);
      if (set.size === 0) this.trailers.delete(o.instrumentId);
    }
  }

  private countHolder(o: LiveOrder, by: 1 | -1) {
    this.holdingCount += by;
    let users = this.holders.get(o.instrumentId);
    if (!users) this.holders.set(o.instrumentId, (users = new Map()));
    const n = (users.get(o.userId) ?? 0) + by;
    if (n > 0) users.set(o.userId, n);
    else users.delete(o.userId);
  }
}

/** A pending order's place in the expiry index; none for a holding or a pending order good till cancelled. */
function expiryOf(o: LiveOrder): Expiry | null {
  return o.status === Status.PENDING && o.expireAt > 0 ? { at: o.expireAt, orderId: o.id } : null;
}

export { closingPrice };

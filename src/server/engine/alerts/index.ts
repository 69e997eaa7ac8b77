import { PRICE_ALERTS_MAX, type AlertKind } from '../../../contract/alerts.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { alertRepository as repo, type AlertRow } from '../../db/alert-repository.ts';
import { AlertLimit, AlertNotFound, UnknownInstrument } from '../../errors.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import { formatPoints, pointsToUnits } from '../../market/prices.ts';
import type { Market, PointQuote } from '../../market/types.ts';
import { createSerialQueues } from '../wallet/serial.ts';
import { checkCondition, valueText } from './rules.ts';
import { WaitingAlerts } from './waiting.ts';

export interface AlertsDeps {
  db: Executor;
  market: Market;
  bus: Bus;
  clock: Clock;
  /** A fault while firing an alert (the tick started it): logged, never thrown. */
  onError: (error: unknown) => void;
}

export interface ConditionInput {
  kind: AlertKind;
  value: string;
}

/** A stored alert with its instrument's terms; `level`: the bid that fires it while it waits (points). */
export interface AlertValue {
  row: AlertRow;
  terms: Readonly<InstrumentInfo>;
  level: number | undefined;
}

/** Waiting first (newest first), then fired (most recent first). */
const listOrder = (a: AlertRow, b: AlertRow) =>
  Number(a.triggered_at !== null) - Number(b.triggered_at !== null) || Number(b.triggered_at ?? b.created_at) - Number(a.triggered_at ?? a.created_at) || Number(b.id - a.id);

/**
 * Price alerts (issue 20 item 4). Every waiting alert is in memory and in the index
 * (waiting.ts), loaded at start; a tick of an instrument pops only its alerts the bid crossed.
 * Each fires once: in its owner's lane the row is marked fired (only if still waiting), then
 * `alert.triggered` goes on the bus (web push) and PRICE_ALERT to the owner's open app. A
 * person's commands run in the same lane, one at a time, and change memory only after the
 * database.
 */
export class PriceAlerts {
  private readonly waiting: WaitingAlerts;
  private readonly lanes = createSerialQueues<number>();
  private readonly inflight = new Set<Promise<unknown>>();
  private offTick: (() => void) | undefined;

  constructor(private readonly deps: AlertsDeps) {
    this.waiting = new WaitingAlerts(deps.market);
  }

  /** `shardsOnly`: a node of a cluster loads no alerts here; each shard's come with adoptShard. */
  async start(options: { shardsOnly?: boolean } = {}): Promise<void> {
    if (!options.shardsOnly) this.waiting.load(await repo.waiting(this.deps.db));
    this.offTick = this.deps.market.onTick((quotes) => this.onTick(quotes));
  }

  /**
   * A node of a cluster takes a shard: its accounts' waiting alerts, before the shard's commands
   * come. They are looked at against the prices of now, as if these had just ticked: a level
   * crossed while the shard had no owner fires at once, not at the instrument's next tick.
   */
  async adoptShard(shard: number, shards: number): Promise<void> {
    const rows = await repo.waitingOfShard(this.deps.db, shard, shards);
    this.waiting.load(rows);
    const quotes = [...new Set(rows.map((row) => Number(row.instrument_id)))].flatMap((id) => this.deps.market.quote(id) ?? []);
    if (this.offTick && quotes.length > 0) this.onTick(quotes);
  }

  /** It lost the shard: firings in flight end, then its accounts' alerts leave memory. */
  async dropShard(inShard: (userId: number) => boolean): Promise<void> {
    await this.settled();
    this.waiting.disarmUsers(inShard);
  }

  async stop(): Promise<void> {
    this.offTick?.();
    await this.settled();
  }

  /** Resolves once every command and firing started so far is done (tests await it after a price move). */
  async settled(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  /** How many alerts wait in the index (tests: nothing left behind). */
  indexed = () => this.waiting.indexed();

  /** The user's alerts: waiting ones first (newest first), then fired ones (most recent first). */
  async list(userId: number): Promise<AlertValue[]> {
    const rows = (await repo.ofUser(this.deps.db, userId)).filter((row) => this.deps.market.terms(Number(row.instrument_id)));
    return rows.sort(listOrder).map((row) => ({ row, terms: this.termsOf(Number(row.instrument_id)), level: this.waiting.get(Number(row.id))?.level }));
  }

  create(userId: number, input: ConditionInput & { forex_id: number }): Promise<AlertValue> {
    return this.inLane(userId, async () => {
      const terms = this.termsOf(input.forex_id);
      const value = this.check(terms, input);
      if (this.waiting.countOf(userId) >= PRICE_ALERTS_MAX) throw new AlertLimit({ max: PRICE_ALERTS_MAX });
      const row = await inTransaction(this.deps.db, async (trx) => {
        // Fired alerts stay listed, the most recent PRICE_ALERTS_MAX of them.
        await repo.keepFired(trx, userId, PRICE_ALERTS_MAX);
        return repo.insert(trx, { user_id: userId, instrument_id: terms.id, kind: input.kind, value, created_at: this.deps.clock.now() });
      });
      return this.armed(row, terms);
    });
  }

  /** A new condition for the user's own alert, checked as a new one; a fired alert waits again. */
  edit(userId: number, id: number, input: ConditionInput): Promise<AlertValue> {
    return this.inLane(userId, async () => {
      const own = await repo.own(this.deps.db, userId, id);
      if (!own) throw new AlertNotFound();
      const terms = this.termsOf(Number(own.instrument_id));
      const value = this.check(terms, input);
      const current = this.waiting.get(id);
      if (!current && this.waiting.countOf(userId) >= PRICE_ALERTS_MAX) throw new AlertLimit({ max: PRICE_ALERTS_MAX });
      const row = await repo.change(this.deps.db, userId, id, input.kind, value);
      if (!row) throw new AlertNotFound();
      if (current) this.waiting.disarm(current);
      return this.armed(row, terms);
    });
  }

  remove(userId: number, id: number): Promise<null> {
    return this.inLane(userId, async () => {
      if (!(await repo.removeOwn(this.deps.db, userId, id))) throw new AlertNotFound();
      const a = this.waiting.get(id);
      if (a) this.waiting.disarm(a);
      return null;
    });
  }

  private inLane<T>(userId: number, task: () => Promise<T>): Promise<T> {
    const run = this.lanes.run(userId, task);
    const tracked = run.then(
      () => undefined,
      () => undefined,
    );
    this.inflight.add(tracked);
    void tracked.then(() => this.inflight.delete(tracked));
    return run;
  }

  private termsOf(instrumentId: number): Readonly<InstrumentInfo> {
    const terms = this.deps.market.terms(instrumentId);
    if (!terms) throw new UnknownInstrument();
    return terms;
  }

  /** The value of a condition checked against the bid and the day open now (rules.ts). */
  private check(terms: Readonly<InstrumentInfo>, input: ConditionInput): bigint {
    const { market } = this.deps;
    const bid = market.quote(terms.id)!.bid;
    return checkCondition(input.kind, input.value, terms, bid, market.dayOpen(terms.id)?.open ?? bid);
  }

  /** A stored alert now waiting: watched. */
  private armed(row: AlertRow, terms: Readonly<InstrumentInfo>): AlertValue {
    const a = this.waiting.fromRow(row);
    this.waiting.arm(a);
    return { row, terms, level: a.level };
  }

  private onTick(quotes: PointQuote[]): void {
    for (const q of quotes) {
      // Nothing fires while the market is closed, as with the trading triggers.
      if (!this.deps.market.isOpen(q.instrumentId)) continue;
      for (const a of this.waiting.take(q.instrumentId, q.bid)) {
        const revision = a.revision;
        this.inLane(a.userId, () => this.fire(a.id, revision, q.bid)).catch(this.deps.onError);
      }
    }
  }

  private async fire(id: number, revision: number, bid: number): Promise<void> {
    const a = this.waiting.get(id);
    // Edited (a new condition, indexed again) or deleted since the tick took it.
    if (!a || a.revision !== revision) return;
    const { db, bus, clock } = this.deps;
    const terms = this.termsOf(a.instrumentId);
    const at = clock.now();
    let fired: boolean;
    try {
      fired = await repo.fire(db, id, at, pointsToUnits(bid, terms.precision));
    } catch (error) {
      this.waiting.rearm(a);
      throw error;
    }
    this.waiting.disarm(a);
    if (!fired) return;
    const price = formatPoints(bid, terms.precision);
    const value = valueText(a.kind, a.value, terms.precision);
    if (bus.hears('alert.triggered')) bus.emit({ type: 'alert.triggered', userId: a.userId, alertId: id, code: terms.code, showCode: terms.showCode, kind: a.kind, value, price, at });
    if (bus.listening(`FOREX_CLOSED:${a.userId}`)) bus.emit({ type: 'alerts.fired', userId: a.userId, alertId: id, terms, kind: a.kind, value: a.value, bid });
  }
}

export const createPriceAlerts = (deps: AlertsDeps) => new PriceAlerts(deps);

import { PRICE_ALERTS_MAX, isPercentAlert, type AlertKind, type PriceAlert } from '../../../contract/alerts.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { alertRepository as repo, type AlertRow } from '../../db/alert-repository.ts';
import { AlertLimit, AlertNotFound, UnknownInstrument } from '../../errors.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import { formatPoints, pointsToUnits } from '../../market/prices.ts';
import type { Market, PointQuote } from '../../market/types.ts';
import { createSerialQueues } from '../wallet/serial.ts';
import { AlertIndex, type AlertEntry } from './alert-index.ts';
import { checkCondition, levelOf, wayOf } from './rules.ts';
import { alertWire, valueText } from './wire.ts';

export interface AlertsDeps {
  db: Db;
  market: Market;
  bus: Bus;
  clock: Clock;
  /** A fault while firing an alert (the tick started it): logged, never thrown. */
  onError: (error: unknown) => void;
}

/** A waiting alert as memory holds it; `revision` changes at each edit, so a firing of the old condition is dropped. */
interface Waiting {
  id: number;
  userId: number;
  instrumentId: number;
  kind: AlertKind;
  value: bigint;
  level: number;
  revision: number;
  /** A tick took it from the index; its firing waits in the owner's lane. */
  firing: boolean;
}

export interface ConditionInput {
  kind: AlertKind;
  value: string;
}

/**
 * Price alerts (issue 20 item 4). Every waiting alert is in memory and in the index (alert-index.ts),
 * loaded at start; a tick of an instrument pops only its alerts the bid crossed. Each fires once:
 * in its owner's lane the row is marked fired (only if still waiting), then `alert.triggered`
 * goes on the bus (web push) and PRICE_ALERT to the owner's open app. A person's commands run in
 * the same lane, one at a time, and change memory only after the database.
 */
export function createPriceAlerts({ db, market, bus, clock, onError }: AlertsDeps) {
  const index = new AlertIndex();
  const waiting = new Map<number, Waiting>();
  const ofUser = new Map<number, Set<number>>();
  /** Instrument → its waiting rise and fall alerts, whose levels follow the day open. */
  const percentOf = new Map<number, Set<number>>();
  /** Instrument → the day (1day candle time) its percentage levels were computed for. */
  const days = new Map<number, number>();
  const lanes = createSerialQueues<number>();
  const inflight = new Set<Promise<unknown>>();
  let revisions = 0;
  let offTick: (() => void) | undefined;

  const inLane = <T>(userId: number, task: () => Promise<T>): Promise<T> => {
    const run = lanes.run(userId, task);
    const tracked = run.then(
      () => undefined,
      () => undefined,
    );
    inflight.add(tracked);
    void tracked.then(() => inflight.delete(tracked));
    return run;
  };

  const termsOf = (instrumentId: number): Readonly<InstrumentInfo> => {
    const terms = market.terms(instrumentId);
    if (!terms) throw new UnknownInstrument();
    return terms;
  };
  const dayOpenOf = (instrumentId: number) => market.dayOpen(instrumentId)?.open ?? market.quote(instrumentId)!.bid;
  const entryOf = (a: Waiting): AlertEntry => ({ alertId: a.id, level: a.level });
  const group = <K, V>(map: Map<K, Set<V>>, key: K) => map.get(key) ?? map.set(key, new Set()).get(key)!;

  function arm(a: Waiting, load = false): void {
    waiting.set(a.id, a);
    group(ofUser, a.userId).add(a.id);
    if (isPercentAlert(a.kind)) {
      group(percentOf, a.instrumentId).add(a.id);
      if (!days.has(a.instrumentId)) days.set(a.instrumentId, market.dayOpen(a.instrumentId)?.day ?? 0);
    }
    if (!load) index.add(a.instrumentId, wayOf(a.kind), entryOf(a));
  }

  function disarm(a: Waiting): void {
    index.remove(a.instrumentId, wayOf(a.kind), entryOf(a));
    waiting.delete(a.id);
    ofUser.get(a.userId)?.delete(a.id);
    percentOf.get(a.instrumentId)?.delete(a.id);
  }

  function fromRow(row: AlertRow, revision: number): Waiting {
    const instrumentId = Number(row.instrument_id);
    const kind = row.kind as AlertKind;
    const level = levelOf(kind, row.value, termsOf(instrumentId).precision, dayOpenOf(instrumentId));
    return { id: Number(row.id), userId: Number(row.user_id), instrumentId, kind, value: row.value, level, revision, firing: false };
  }

  /** A new trading day: the rise and fall alerts of the instrument measure from its new open (O(its percentage alerts), once a day). */
  function relevel(instrumentId: number, day: { open: number; day: number }): void {
    days.set(instrumentId, day.day);
    const precision = termsOf(instrumentId).precision;
    for (const id of percentOf.get(instrumentId) ?? []) {
      const a = waiting.get(id)!;
      if (a.firing) continue;
      index.remove(instrumentId, wayOf(a.kind), entryOf(a));
      a.level = levelOf(a.kind, a.value, precision, day.open);
      index.add(instrumentId, wayOf(a.kind), entryOf(a));
    }
  }

  function onTick(quotes: PointQuote[]): void {
    for (const q of quotes) {
      // Nothing fires while the market is closed, as with the trading triggers.
      if (!market.isOpen(q.instrumentId)) continue;
      if (percentOf.get(q.instrumentId)?.size) {
        const day = market.dayOpen(q.instrumentId);
        if (day && day.day !== days.get(q.instrumentId)) relevel(q.instrumentId, day);
      }
      for (const entry of index.take(q.instrumentId, q.bid)) {
        const a = waiting.get(entry.alertId);
        if (!a || a.level !== entry.level) continue;
        a.firing = true;
        const revision = a.revision;
        inLane(a.userId, () => fire(a.id, revision, q.bid)).catch(onError);
      }
    }
  }

  async function fire(id: number, revision: number, bid: number): Promise<void> {
    const a = waiting.get(id);
    // Edited (a new condition, indexed again) or deleted since the tick took it.
    if (!a || a.revision !== revision) return;
    const terms = termsOf(a.instrumentId);
    const at = clock.now();
    let fired: boolean;
    try {
      fired = await repo.fire(db, id, at, pointsToUnits(bid, terms.precision));
    } catch (error) {
      a.firing = false;
      index.add(a.instrumentId, wayOf(a.kind), entryOf(a));
      throw error;
    }
    disarm(a);
    if (!fired) return;
    const price = formatPoints(bid, terms.precision);
    const value = valueText(a.kind, a.value, terms.precision);
    if (bus.hears('alert.triggered')) bus.emit({ type: 'alert.triggered', userId: a.userId, alertId: id, code: terms.code, showCode: terms.showCode, kind: a.kind, value, price, at });
    const channel = `FOREX_CLOSED:${a.userId}`;
    if (bus.listening(channel)) bus.publish(channel, { type: 'PRICE_ALERT', data: { id, code: terms.code, show_code: terms.showCode, kind: a.kind, value, price } });
  }

  /** The value of a condition checked against the price now (rules.ts). */
  function check(terms: Readonly<InstrumentInfo>, input: ConditionInput): bigint {
    const bid = market.quote(terms.id)!.bid;
    return checkCondition(input.kind, input.value, terms, bid, dayOpenOf(terms.id));
  }

  const full = (userId: number) => (ofUser.get(userId)?.size ?? 0) >= PRICE_ALERTS_MAX;

  return {
    async start(): Promise<void> {
      const byList = new Map<string, { instrumentId: number; kind: AlertKind; entries: AlertEntry[] }>();
      for (const row of await repo.waiting(db)) {
        if (!market.terms(Number(row.instrument_id))) continue; // an instrument taken off the market
        const a = fromRow(row, ++revisions);
        arm(a, true);
        const key = `${a.instrumentId}:${wayOf(a.kind)}`;
        const list = byList.get(key) ?? byList.set(key, { instrumentId: a.instrumentId, kind: a.kind, entries: [] }).get(key)!;
        list.entries.push(entryOf(a));
      }
      for (const list of byList.values()) index.addMany(list.instrumentId, wayOf(list.kind), list.entries);
      offTick = market.onTick(onTick);
    },

    async stop(): Promise<void> {
      offTick?.();
      await this.settled();
    },

    /** Resolves once every command and firing started so far is done (tests await it after a price move). */
    async settled(): Promise<void> {
      while (inflight.size > 0) await Promise.all([...inflight]);
    },

    /** The user's alerts: waiting ones first (newest first), then fired ones (most recent first). */
    async list(userId: number): Promise<PriceAlert[]> {
      const rows = (await repo.ofUser(db, userId)).filter((row) => market.terms(Number(row.instrument_id)));
      const order = (r: AlertRow) => [r.triggered_at === null ? 1 : 0, Number(r.triggered_at ?? r.created_at), Number(r.id)];
      rows.sort((a, b) => {
        const [x, y] = [order(a), order(b)];
        return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
      });
      return rows.map((row) => alertWire(row, termsOf(Number(row.instrument_id)), waiting.get(Number(row.id))?.level));
    },

    create: (userId: number, input: ConditionInput & { forex_id: number }) =>
      inLane(userId, async () => {
        const terms = termsOf(input.forex_id);
        const value = check(terms, input);
        if (full(userId)) throw new AlertLimit({ max: PRICE_ALERTS_MAX });
        const row = await db.transaction().execute(async (trx) => {
          // Fired alerts stay listed, the most recent PRICE_ALERTS_MAX of them.
          await repo.keepFired(trx, userId, PRICE_ALERTS_MAX);
          return repo.insert(trx, { user_id: userId, instrument_id: terms.id, kind: input.kind, value, created_at: clock.now() });
        });
        const a = fromRow(row, ++revisions);
        arm(a);
        return alertWire(row, terms, a.level);
      }),

    /** A new condition for the user's own alert, checked as a new one; a fired alert waits again. */
    edit: (userId: number, id: number, input: ConditionInput) =>
      inLane(userId, async () => {
        const own = await repo.own(db, userId, id);
        if (!own) throw new AlertNotFound();
        const terms = termsOf(Number(own.instrument_id));
        const value = check(terms, input);
        const current = waiting.get(id);
        if (!current && full(userId)) throw new AlertLimit({ max: PRICE_ALERTS_MAX });
        const row = await repo.change(db, userId, id, input.kind, value);
        if (!row) throw new AlertNotFound();
        if (current) disarm(current);
        const a = fromRow(row, ++revisions);
        arm(a);
        return alertWire(row, terms, a.level);
      }),

    remove: (userId: number, id: number) =>
      inLane(userId, async () => {
        if (!(await repo.removeOwn(db, userId, id))) throw new AlertNotFound();
        const a = waiting.get(id);
        if (a) disarm(a);
        return null;
      }),

    /** How many alerts wait in the index (tests: never a scan, and nothing left behind). */
    indexed: () => index.size(),
  };
}

export type PriceAlerts = ReturnType<typeof createPriceAlerts>;

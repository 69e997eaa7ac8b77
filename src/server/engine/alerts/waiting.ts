import { isPercentAlert, type AlertKind } from '../../../contract/alerts.ts';
import type { AlertRow } from '../../db/alert-repository.ts';
import type { Market } from '../../market/types.ts';
import { AlertIndex, type AlertEntry } from './alert-index.ts';
import { levelOf, wayOf } from './rules.ts';

/** A waiting alert as memory holds it; `revision` changes at each edit, so a firing of the old condition is dropped. */
export interface Waiting {
  id: number;
  userId: number;
  instrumentId: number;
  kind: AlertKind;
  value: bigint;
  /** The bid that fires it (points). */
  level: number;
  revision: number;
  /** A tick took it from the index; its firing waits in the owner's lane. */
  firing: boolean;
}

const entryOf = (a: Waiting): AlertEntry => ({ alertId: a.id, level: a.level });
const groupOf = <K, V>(map: Map<K, Set<V>>, key: K) => map.get(key) ?? map.set(key, new Set()).get(key)!;

/**
 * Every waiting alert in memory, by id, owner and instrument, and in the index (alert-index.ts).
 * Percentage alerts follow their instrument's day open: the first tick of a new day levels them
 * again (O(that instrument's percentage alerts), once a day).
 */
export class WaitingAlerts {
  private readonly index = new AlertIndex();
  private readonly byId = new Map<number, Waiting>();
  private readonly byUser = new Map<number, Set<number>>();
  /** Instrument → its waiting rise and fall alerts. */
  private readonly percent = new Map<number, Set<number>>();
  /** Instrument → the day (1day candle time) its percentage levels were computed for. */
  private readonly days = new Map<number, number>();
  private revisions = 0;

  constructor(private readonly market: Market) {}

  /** The day open (points) percentage levels measure from now. */
  private dayOpen(instrumentId: number): number {
    return this.market.dayOpen(instrumentId)?.open ?? this.market.quote(instrumentId)!.bid;
  }

  /** A stored waiting alert as memory holds it (a new revision), its level from the price now. */
  fromRow(row: AlertRow): Waiting {
    const instrumentId = Number(row.instrument_id);
    const kind = row.kind as AlertKind;
    const precision = this.market.terms(instrumentId)!.precision;
    const level = levelOf(kind, row.value, precision, this.dayOpen(instrumentId));
    return { id: Number(row.id), userId: Number(row.user_id), instrumentId, kind, value: row.value, level, revision: ++this.revisions, firing: false };
  }

  get = (id: number) => this.byId.get(id);
  countOf = (userId: number) => this.byUser.get(userId)?.size ?? 0;
  indexed = () => this.index.size();

  /** Starts watching `a` (`indexed: false` when loading, whose entries go in together). */
  arm(a: Waiting, indexed = true): void {
    this.byId.set(a.id, a);
    groupOf(this.byUser, a.userId).add(a.id);
    if (isPercentAlert(a.kind)) {
      groupOf(this.percent, a.instrumentId).add(a.id);
      if (!this.days.has(a.instrumentId)) this.days.set(a.instrumentId, this.market.dayOpen(a.instrumentId)?.day ?? 0);
    }
    if (indexed) this.index.add(a.instrumentId, wayOf(a.kind), entryOf(a));
  }

  /** Stops watching `a` (fired, edited or deleted). */
  disarm(a: Waiting): void {
    this.index.remove(a.instrumentId, wayOf(a.kind), entryOf(a));
    this.byId.delete(a.id);
    this.byUser.get(a.userId)?.delete(a.id);
    this.percent.get(a.instrumentId)?.delete(a.id);
  }

  /** Stops watching every alert of the users `match` picks (their shard moved to another node of a cluster). */
  disarmUsers(match: (userId: number) => boolean): void {
    for (const [userId, ids] of [...this.byUser]) {
      if (!match(userId)) continue;
      for (const id of [...ids]) {
        const a = this.byId.get(id);
        if (a) this.disarm(a);
      }
      this.byUser.delete(userId);
    }
  }

  /** Puts back one a tick took whose firing failed to write (it is tried again on a later tick). */
  rearm(a: Waiting): void {
    a.firing = false;
    this.index.add(a.instrumentId, wayOf(a.kind), entryOf(a));
  }

  /** Loads the stored waiting alerts with one sort per instrument and direction. */
  load(rows: readonly AlertRow[]): void {
    const lists = new Map<string, { instrumentId: number; kind: AlertKind; entries: AlertEntry[] }>();
    for (const row of rows) {
      if (!this.market.terms(Number(row.instrument_id))) continue; // an instrument taken off the market
      const a = this.fromRow(row);
      this.arm(a, false);
      const key = `${a.instrumentId}:${wayOf(a.kind)}`;
      const list = lists.get(key) ?? lists.set(key, { instrumentId: a.instrumentId, kind: a.kind, entries: [] }).get(key)!;
      list.entries.push(entryOf(a));
    }
    for (const list of lists.values()) this.index.addMany(list.instrumentId, wayOf(list.kind), list.entries);
  }

  /** The alerts of the instrument that `bid` reaches, taken from the index and marked firing. */
  take(instrumentId: number, bid: number): Waiting[] {
    if (this.percent.get(instrumentId)?.size) this.relevel(instrumentId);
    const taken: Waiting[] = [];
    for (const entry of this.index.take(instrumentId, bid)) {
      const a = this.byId.get(entry.alertId);
      if (!a || a.level !== entry.level) continue;
      a.firing = true;
      taken.push(a);
    }
    return taken;
  }

  /** On a new trading day, the instrument's rise and fall alerts measure from its new open. */
  private relevel(instrumentId: number): void {
    const day = this.market.dayOpen(instrumentId);
    if (!day || day.day === this.days.get(instrumentId)) return;
    this.days.set(instrumentId, day.day);
    const precision = this.market.terms(instrumentId)!.precision;
    for (const id of this.percent.get(instrumentId) ?? []) {
      const a = this.byId.get(id)!;
      if (a.firing) continue;
      this.index.remove(instrumentId, wayOf(a.kind), entryOf(a));
      a.level = levelOf(a.kind, a.value, precision, day.open);
      this.index.add(instrumentId, wayOf(a.kind), entryOf(a));
    }
  }
}

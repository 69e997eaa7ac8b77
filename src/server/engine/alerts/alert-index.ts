/**
 * The waiting price alerts of every instrument, by the level that fires them, so a tick of an
 * instrument looks only at its alerts that the bid crossed, never at every alert. Per instrument
 * two lists: 'up' fires when the bid is at or above the level (above, rise), 'down' when it is at
 * or below (below, fall). Each is sorted so the next to fire is last: a tick pops from the end.
 *
 * Cost: a tick that crosses nothing is two comparisons per instrument (O(1)); k alerts crossed
 * cost O(k) pops. Adding or removing one alert is a binary search (O(log n)) and a splice that
 * moves at most the n alerts of its instrument and direction. Loading n at start: O(n log n).
 */
export type Way = 'up' | 'down';

export interface AlertEntry {
  alertId: number;
  /** The bid that fires it, in points (instrument decimals). */
  level: number;
}

/** 'up' lists hold levels high to low (the lowest fires first); 'down' lists low to high. */
const before = (way: Way, a: number, b: number) => (way === 'up' ? a > b : a < b);
const crossed = (way: Way, level: number, bid: number) => (way === 'up' ? bid >= level : bid <= level);

/** The first position whose level is not before `level` (binary search). */
function firstAtOrAfter(list: AlertEntry[], way: Way, level: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(way, list[mid]!.level, level)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class AlertIndex {
  private readonly instruments = new Map<number, Record<Way, AlertEntry[]>>();

  private lists(instrumentId: number): Record<Way, AlertEntry[]> {
    let lists = this.instruments.get(instrumentId);
    if (!lists) this.instruments.set(instrumentId, (lists = { up: [], down: [] }));
    return lists;
  }

  add(instrumentId: number, way: Way, entry: AlertEntry): void {
    const list = this.lists(instrumentId)[way];
    list.splice(firstAtOrAfter(list, way, entry.level), 0, entry);
  }

  /** Adds many of one instrument and direction with one sort (loading at start). */
  addMany(instrumentId: number, way: Way, entries: readonly AlertEntry[]): void {
    const lists = this.lists(instrumentId);
    lists[way] = [...lists[way], ...entries].sort((a, b) => (a.level === b.level ? 0 : before(way, a.level, b.level) ? -1 : 1));
  }

  /** Removes one entry (no-op when a tick took it already). */
  remove(instrumentId: number, way: Way, entry: AlertEntry): void {
    const list = this.instruments.get(instrumentId)?.[way];
    if (!list) return;
    for (let i = firstAtOrAfter(list, way, entry.level); i < list.length && list[i]!.level === entry.level; i++) {
      if (list[i]!.alertId === entry.alertId) {
        list.splice(i, 1);
        return;
      }
    }
  }

  /** Removes and returns every alert of the instrument that `bid` reaches, in both directions. */
  take(instrumentId: number, bid: number): AlertEntry[] {
    const lists = this.instruments.get(instrumentId);
    if (!lists) return [];
    const fired: AlertEntry[] = [];
    for (const way of ['up', 'down'] as const) {
      const list = lists[way];
      while (list.length > 0 && crossed(way, list[list.length - 1]!.level, bid)) fired.push(list.pop()!);
    }
    return fired;
  }

  size(): number {
    let n = 0;
    for (const lists of this.instruments.values()) n += lists.up.length + lists.down.length;
    return n;
  }
}

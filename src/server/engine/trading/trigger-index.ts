/**
 * Trigger levels of one instrument, kept sorted so a tick looks only at the levels it crossed
 * (never at every position). Four lists, by the price that decides (bid or ask) and the way it
 * must move: 'up' fires when the price is at or above the level, 'down' at or below.
 *   long take-profit: bid up   long stop-loss: bid down
 *   short take-profit: ask down   short stop-loss: ask up
 *   pending buy (executes on the ask): limit ask down, stop ask up
 *   pending sell (executes on the bid): limit bid up, stop bid down
 * Each list is sorted so the next level to fire is last: a tick pops from the end.
 */
export type Lane = 'bid-up' | 'bid-down' | 'ask-up' | 'ask-down';
export type TriggerKind = 'take_profit' | 'stop_loss' | 'entry';

export interface Trigger {
  lane: Lane;
  /** Price in points (instrument decimals). */
  level: number;
  orderId: number;
  kind: TriggerKind;
}

/** 'up' lists hold levels high to low (lowest fires first); 'down' lists low to high. */
const before = (lane: Lane, a: number, b: number) => (lane.endsWith('-up') ? a > b : a < b);
const crossed = (lane: Lane, level: number, price: number) => (lane.endsWith('-up') ? price >= level : price <= level);

/** The first position in a lane's sorted list whose level is not before `level` (binary search). */
function firstAtOrAfter(list: Trigger[], lane: Lane, level: Trigger['level']): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(lane, list[mid]!.level, level)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class TriggerIndex {
  private lanes: Record<Lane, Trigger[]> = { 'bid-up': [], 'bid-down': [], 'ask-up': [], 'ask-down': [] };

  add(trigger: Trigger): void {
    const list = this.lanes[trigger.lane];
    // Before every equal level: those pop first, so equal levels fire in the order they came.
    list.splice(firstAtOrAfter(list, trigger.lane, trigger.level), 0, trigger);
  }

  /** Adds many at once with one sort per lane (loading at start), instead of one insertion each. */
  addMany(triggers: Iterable<Trigger>): void {
    const fresh = new Map<Lane, Trigger[]>();
    for (const t of triggers) {
      const list = fresh.get(t.lane);
      if (list) list.push(t);
      else fresh.set(t.lane, [t]);
    }
    // Stable sort: equal levels pop from the end, so the earliest arrival must sit last among
    // them; the new ones go before those already there, each batch in reverse arrival order.
    for (const [lane, list] of fresh) {
      this.lanes[lane] = [...list.reverse(), ...this.lanes[lane]].sort((a, b) => (a.level === b.level ? 0 : before(lane, a.level, b.level) ? -1 : 1));
    }
  }

  remove(trigger: Pick<Trigger, 'lane' | 'level' | 'orderId' | 'kind'>): void {
    const list = this.lanes[trigger.lane];
    const lo = firstAtOrAfter(list, trigger.lane, trigger.level);
    for (let i = lo; i < list.length && list[i]!.level === trigger.level; i++) {
      if (list[i]!.orderId === trigger.orderId && list[i]!.kind === trigger.kind) {
        list.splice(i, 1);
        return;
      }
    }
  }

  /** Removes and returns every trigger of `lane` that `price` reaches. */
  take(lane: Lane, price: number): Trigger[] {
    const list = this.lanes[lane];
    const fired: Trigger[] = [];
    while (list.length > 0 && crossed(lane, list[list.length - 1]!.level, price)) fired.push(list.pop()!);
    return fired;
  }

  size(): number {
    return this.lanes['bid-up'].length + this.lanes['bid-down'].length + this.lanes['ask-up'].length + this.lanes['ask-down'].length;
  }
}

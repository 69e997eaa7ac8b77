/**
 * Pending orders with an expiry, sorted by when they expire (then by id), so the clock's one
 * timer looks only at the earliest and an expiry pops only what is due, never a scan of every
 * order. Times are ms since the epoch.
 */
export interface Expiry {
  at: number;
  orderId: number;
}

const before = (a: Expiry, b: Expiry) => a.at < b.at || (a.at === b.at && a.orderId < b.orderId);

export class ExpiryIndex {
  /** Latest first: the next to expire is last, so taking it is a pop. */
  private list: Expiry[] = [];

  /** Where `e` belongs: the first position whose entry is not after it (latest-first order). */
  private place(e: Expiry): number {
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(e, this.list[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(e: Expiry): void {
    this.list.splice(this.place(e), 0, e);
  }

  /** Adds many at once with one sort (loading at start). */
  addMany(entries: Iterable<Expiry>): void {
    this.list.push(...entries);
    this.list.sort((a, b) => (before(a, b) ? 1 : before(b, a) ? -1 : 0));
  }

  remove(e: Expiry): void {
    const i = this.place(e);
    const found = this.list[i];
    if (found && found.at === e.at && found.orderId === e.orderId) this.list.splice(i, 1);
  }

  /** When the next order expires, or undefined when none waits. */
  next(): number | undefined {
    return this.list[this.list.length - 1]?.at;
  }

  /** Removes and returns every entry due at `now` (at ≤ now), earliest first. */
  takeDue(now: number): Expiry[] {
    const due: Expiry[] = [];
    while (this.list.length > 0 && this.list[this.list.length - 1]!.at <= now) due.push(this.list.pop()!);
    return due;
  }

  size(): number {
    return this.list.length;
  }
}

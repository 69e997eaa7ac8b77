/** The margin level (equity ÷ used margin × 100) at or below which an account is in a margin call. */
export const MARGIN_CALL_LEVEL = 100;

/**
 * Which accounts are in a margin call now, so each is told once (account.margin_call) rather than
 * on every tick. An account leaves the set when the risk screen sees it clearly recovered (above
 * the level by the screen's room: no repeat while it hovers around 100 %) or holds nothing. Kept
 * in memory: after a restart an account still in a margin call is told once more.
 */
export class MarginCalls {
  private readonly called = new Set<number>();
  constructor(private readonly room: number) {}

  /**
   * The tick's screen of one account at its estimated level: true when the exact check should
   * run in its lane (near or below 100 % and not told yet).
   */
  screen(userId: number, level: number): boolean {
    if (this.called.has(userId)) {
      if (level > MARGIN_CALL_LEVEL * this.room) this.called.delete(userId);
      return false;
    }
    return level <= MARGIN_CALL_LEVEL * this.room;
  }

  /**
   * After a tick's screen: forgets the accounts in a margin call that `passedOver` says the
   * screen re-valued and left above its cut (which is above 100 % by the room), as `screen`
   * would have for each.
   */
  forget(passedOver: (userId: number) => boolean): void {
    for (const userId of this.called) if (passedOver(userId)) this.called.delete(userId);
  }

  /** The exact check found the account at or below 100 %: true the first time (tell the owner). */
  enter(userId: number): boolean {
    if (this.called.has(userId)) return false;
    this.called.add(userId);
    return true;
  }

  /** The account holds no position any more. */
  clear(userId: number): void {
    this.called.delete(userId);
  }
}

import type { Clock } from '../clock.ts';

/** Close code of a socket past a cap (RFC 6455: a policy violation). */
export const POLICY_CLOSE = 1008;
export const TOO_MANY_SOCKETS = 'too many sockets from this address';
export const TOO_MANY_MESSAGES = 'too many messages per second';

/**
 * Counts live sockets per client key against a cap: this node's own count (AddressCaps), or a
 * cluster's across its nodes (cluster/socket-caps.ts), which has to ask the database.
 */
export interface SocketCaps {
  /** Counts a new socket in; false when its client already holds the maximum. */
  admit(key: string): boolean | Promise<boolean>;
  release(key: string): void;
}

/** Live sockets per client key, so one client cannot hold thousands of them. */
export class AddressCaps implements SocketCaps {
  private readonly held = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a new socket in; false when its client already holds the maximum. */
  admit(key: string): boolean {
    const count = this.held.get(key) ?? 0;
    if (count >= this.max) return false;
    this.held.set(key, count + 1);
    return true;
  }

  release(key: string) {
    const count = (this.held.get(key) ?? 0) - 1;
    if (count > 0) this.held.set(key, count);
    else this.held.delete(key);
  }
}

/**
 * Messages of one socket in the current second (a window on the server clock, so tests move
 * time). The app sends a ping every few seconds and a handful of sub/unsub when a screen
 * opens; a client past the limit is flooding.
 */
export class MessageRate {
  private windowStart = Number.NEGATIVE_INFINITY;
  private count = 0;

  constructor(
    private readonly perSecond: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one message; false when it is over this second's limit. */
  allow(): boolean {
    const now = this.clock.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    return ++this.count <= this.perSecond;
  }
}

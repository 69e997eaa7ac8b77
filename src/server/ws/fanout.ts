import type { Bus } from '../bus.ts';

/** What a channel delivers to: one connection's already-serialised send. */
export interface Member {
  sendText(text: string): void;
}

/**
 * One bus subscription per channel for all the sockets of this node, however many listen: a
 * published message is serialised once and the same string goes to every member (a DAY_MARKET
 * batch to 10,000 sockets is one JSON.stringify, not 10,000).
 */
export class Fanout {
  private readonly channels = new Map<string, { members: Set<Member>; off: () => void }>();

  constructor(private readonly bus: Bus) {}

  join(channel: string, member: Member) {
    let entry = this.channels.get(channel);
    if (!entry) {
      const members = new Set<Member>();
      const off = this.bus.subscribe(channel, (message) => {
        const text = JSON.stringify(message);
        for (const m of members) m.sendText(text);
      });
      entry = { members, off };
      this.channels.set(channel, entry);
    }
    entry.members.add(member);
  }

  leave(channel: string, member: Member) {
    const entry = this.channels.get(channel);
    if (!entry?.members.delete(member) || entry.members.size > 0) return;
    entry.off();
    this.channels.delete(channel);
  }

  /** Channels with at least one member (for tests and metrics). */
  size() {
    return this.channels.size;
  }
}

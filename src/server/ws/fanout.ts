import type { Bus } from '../bus.ts';

/** What a channel delivers to: one connection's send of an already-serialised message. */
export interface Member {
  /** The message's JSON as UTF-8 bytes, the same Buffer for every socket of the channel; ws frames and writes it. */
  sendData(data: Buffer): void;
}

/**
 * Members sent to in one go before the fan-out yields to the event loop: a DAY_MARKET batch to
 * 10,000 sockets is 10,000 socket writes (60 ms on one thread of a busy 2-core machine), which
 * would hold up every request and tick meanwhile. A slice is about 6 ms (500 was no better in
 * the sockets bench, 600 and 2,000 no better either). More sockets are served by more nodes.
 */
export const SEND_SLICE = 1000;

interface Delivery {
  data: Buffer;
  targets: Member[];
  next: number;
}

/**
 * One bus subscription per channel for all the sockets of this node, however many listen: a
 * published message is serialised and encoded once and the same bytes go to every member (a
 * DAY_MARKET batch to 10,000 sockets is one JSON.stringify and one UTF-8 encoding, not 10,000).
 * A channel with more than SEND_SLICE members is sent to slice by slice, yielding to the event
 * loop in between; a channel's messages still reach each member in the order published.
 */
export class Fanout {
  private readonly channels = new Map<string, { members: Set<Member>; off: () => void; backlog: Delivery[] }>();

  constructor(private readonly bus: Bus) {}

  join(channel: string, member: Member) {
    let entry = this.channels.get(channel);
    if (!entry) {
      const members = new Set<Member>();
      const backlog: Delivery[] = [];
      const off = this.bus.subscribe(channel, (message) => {
        const data = Buffer.from(JSON.stringify(message));
        if (backlog.length === 0 && members.size <= SEND_SLICE) {
          this.send(data, [...members], 0, members.size, members);
          return;
        }
        backlog.push({ data, targets: [...members], next: 0 });
        if (backlog.length === 1) this.drain(members, backlog);
      });
      entry = { members, off, backlog };
      this.channels.set(channel, entry);
    }
    entry.members.add(member);
  }

  leave(channel: string, member: Member) {
    const entry = this.channels.get(channel);
    if (!entry?.members.delete(member) || entry.members.size > 0) return;
    entry.off();
    entry.backlog.length = 0;
    this.channels.delete(channel);
  }

  /** Channels with at least one member (for tests and metrics). */
  size() {
    return this.channels.size;
  }

  /** Sends the oldest delivery's next slice now, and the rest after the event loop has turned. */
  private drain(members: Set<Member>, backlog: Delivery[]) {
    const delivery = backlog[0];
    if (!delivery) return;
    const end = Math.min(delivery.targets.length, delivery.next + SEND_SLICE);
    this.send(delivery.data, delivery.targets, delivery.next, end, members);
    delivery.next = end;
    if (end === delivery.targets.length) backlog.shift();
    if (backlog.length > 0) setImmediate(() => this.drain(members, backlog));
  }

  /** Sends `data` to targets[from..end) that are still members (one that left meanwhile gets nothing more). */
  private send(data: Buffer, targets: Member[], from: number, end: number, members: Set<Member>) {
    for (let i = from; i < end; i++) {
      const m = targets[i]!;
      if (members.has(m)) m.sendData(data);
    }
  }
}

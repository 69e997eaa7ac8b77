import type { Bus } from '../bus.ts';
import { textFrame } from './frame.ts';
import type { ParallelWrites } from './parallel-writes.ts';

/** What a channel delivers to: one connection's write of an already-framed message. */
export interface Member {
  /** A whole WebSocket text frame carrying the message's JSON (frame.ts), to write as it is. */
  sendFrame(frame: Buffer): void;
  /**
   * The socket's file descriptor when the fan-out may write a frame to it itself, now (open,
   * plain TCP, nothing waiting in its stream), else -1: sendFrame then delivers it.
   */
  directFd?(): number;
  /** After the fan-out wrote `written` bytes of `frame` to directFd (see ParallelWrites.writeAll): the rest is the member's. */
  wroteDirect?(frame: Buffer, written: number): void;
}

/**
 * Members sent to in one go before the fan-out yields to the event loop: a DAY_MARKET batch to
 * 10,000 sockets is 10,000 socket writes (40 ms across three threads on a busy 2-core machine,
 * 60 ms on one), which would hold up every request and tick meanwhile. A slice is about 4 ms
 * with the write threads, 6 ms without (500 was no better in the sockets bench, 600 and 2,000
 * no better either).
 */
export const SEND_SLICE = 1000;

interface Delivery {
  data: Buffer;
  targets: Member[];
  next: number;
}

/**
 * One bus subscription per channel for all the sockets of this node, however many listen: a
 * published message is serialised, encoded and framed once and the same bytes go to every member
 * (a DAY_MARKET batch to 10,000 sockets is one JSON.stringify, one UTF-8 encoding and one frame,
 * not 10,000).
 * A channel with more than SEND_SLICE members is sent to slice by slice, yielding to the event
 * loop in between; a channel's messages still reach each member in the order published.
 */
export class Fanout {
  private readonly channels = new Map<string, { members: Set<Member>; off: () => void; backlog: Delivery[] }>();

  /** `writes`: the threads that write a frame to many sockets at once; without it, each member's sendFrame. */
  constructor(
    private readonly bus: Bus,
    private readonly writes?: ParallelWrites,
  ) {}

  join(channel: string, member: Member) {
    let entry = this.channels.get(channel);
    if (!entry) {
      const members = new Set<Member>();
      const backlog: Delivery[] = [];
      const off = this.bus.subscribe(channel, (message) => {
        const data = textFrame(Buffer.from(JSON.stringify(message)));
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

  /**
   * Sends `frame` to targets[from..end) that are still members (one that left meanwhile gets
   * nothing more). Those that allow it are written to in one go across the write threads; the
   * others (TLS, bytes already waiting, closing) through their own sendFrame.
   */
  private send(frame: Buffer, targets: Member[], from: number, end: number, members: Set<Member>) {
    const direct: Member[] = [];
    const fds: number[] = [];
    for (let i = from; i < end; i++) {
      const m = targets[i]!;
      if (!members.has(m)) continue;
      const fd = this.writes && m.directFd ? m.directFd() : -1;
      if (fd < 0) m.sendFrame(frame);
      else {
        direct.push(m);
        fds.push(fd);
      }
    }
    if (direct.length === 0) return;
    const results = new Int32Array(fds.length);
    this.writes!.writeAll(frame, fds, results);
    for (let i = 0; i < direct.length; i++) direct[i]!.wroteDirect!(frame, results[i]!);
  }
}

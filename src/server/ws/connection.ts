import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CHANNEL, ClientMessage, HEARTBEAT_MS, MAX_MISSED_PONGS, type ServerMessage } from '../../contract/index.ts';
import type { Clock, TimerHandle } from '../clock.ts';
import type { DomainEventOf } from '../events.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Market } from '../market/types.ts';
import { MessageRate, POLICY_CLOSE, TOO_MANY_MESSAGES } from './caps.ts';
import type { Fanout, Member } from './fanout.ts';

/** A client that sends nothing (not even its ping) for this long is gone. */
export const SILENCE_LIMIT_MS = HEARTBEAT_MS * (MAX_MISSED_PONGS + 2);
const MAX_CHANNELS = 64;
/** Messages waiting behind a slow one (a login's database read); a client past this is flooding. */
export const MAX_QUEUED = 100;
/** A client this far behind drops pushes rather than grow the server's memory. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Channels that carry one user's orders, support chat or notices: they need a login and map to a per-user bus channel. */
const PRIVATE = new Set<string>([CHANNEL.FOREX_TRADE, CHANNEL.FOREX_CLOSED, CHANNEL.CHAT, CHANNEL.NOTICE]);

/** What a connection asks of the hub it belongs to. */
export interface HubSide {
  fanout: Fanout;
  market: Market;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Messages one socket may send per second before it is closed. */
  messagesPerSecond: number;
  /** The user of a token, or null (unknown, ended, revoked meanwhile, or the check failed). */
  verify(token: string): Promise<{ userId: number; tokenHash: string } | null>;
  /** Keeps the hub's index of connections per user in step, for revocations. */
  loggedIn(connection: Connection, userId: number | null, previous: number | null): void;
  /** The user's unread support replies, sent when CHAT is subscribed; absent: no such snapshot. */
  chatUnread?: (userId: number) => Promise<number>;
}

/**
 * One channel this socket subscribed to: the fan-out's member for its bus channel. It counts
 * what it delivered, so a snapshot read while a push went out is known to be no newer than it.
 */
class Subscription implements Member {
  delivered = 0;

  constructor(
    readonly busChannel: string,
    private readonly connection: Connection,
  ) {}

  sendData(data: Buffer) {
    this.delivered++;
    this.connection.sendData(data);
  }
}

/**
 * One socket. Its messages are handled strictly one after the other (a login's database read
 * finishes before the "sub FOREX_TRADE" sent right behind it is looked at), so a reconnecting
 * client's login-then-subscribe always ends subscribed.
 */
export class Connection implements Member {
  private readonly subs = new Map<string, Subscription>();
  private userId: number | null = null;
  private tokenHash: string | null = null;
  private silenceTimer: TimerHandle | undefined;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private closed = false;
  private readonly rate: MessageRate;

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: HubSide,
    private readonly t: Translate,
  ) {
    this.rate = new MessageRate(hub.messagesPerSecond, hub.clock);
  }

  listen() {
    this.touch();
    this.socket.on('message', (raw) => this.enqueue(raw.toString()));
    this.socket.on('close', () => this.dispose());
    this.socket.on('error', () => this.dispose());
  }

  /** Ends the login when the hub is told its session was revoked (password change, logout elsewhere). */
  revoke(event: DomainEventOf<'sessions.revoked'>) {
    if (this.closed || this.userId !== event.userId) return;
    // tokenHash names the one session that ended (a logout); otherwise all but keepTokenHash end.
    const ended = event.tokenHash !== undefined ? this.tokenHash === event.tokenHash : this.tokenHash !== event.keepTokenHash;
    if (!ended) return;
    this.switchUser(null, null);
    this.send({ type: 'login', ok: false });
  }

  /** A message of the fan-out, serialised once for every socket of its channel: ws frames and writes it. */
  sendData(data: Buffer) {
    if (this.canSend()) this.socket.send(data, { binary: false });
  }

  /** Open (not closing: nothing may follow a close frame) and not too far behind. */
  private canSend() {
    return this.socket.readyState === this.socket.OPEN && this.socket.bufferedAmount <= MAX_BUFFERED_BYTES;
  }

  private enqueue(text: string) {
    if (this.socket.readyState !== this.socket.OPEN) return; // closing: what is still in flight is dropped
    this.touch();
    if (!this.rate.allow()) {
      this.hub.log.warn('socket closed: too many messages per second');
      this.socket.close(POLICY_CLOSE, TOO_MANY_MESSAGES);
      return;
    }
    if (this.queued >= MAX_QUEUED) {
      this.socket.close(POLICY_CLOSE, 'too many messages waiting');
      return;
    }
    this.queued++;
    this.queue = this.queue
      .then(() => this.handle(text))
      .catch((error: unknown) => this.hub.log.error({ err: error }, 'a socket message failed'))
      .finally(() => void this.queued--);
  }

  private async handle(text: string) {
    if (this.closed) return;
    let parsed: ReturnType<typeof ClientMessage.safeParse>;
    try {
      parsed = ClientMessage.safeParse(JSON.parse(text));
    } catch {
      return this.send({ type: 'error', msg: this.t(m.badMessage) });
    }
    if (!parsed.success) return this.send({ type: 'error', msg: this.t(m.badMessage) });
    const message = parsed.data;
    switch (message.type) {
      case 'ping':
        return this.send({ type: 'pong', ts: message.ts });
      case 'login': {
        const session = await this.hub.verify(message.token);
        if (this.closed) return;
        this.switchUser(session?.userId ?? null, session?.tokenHash ?? null);
        return this.send({ type: 'login', ok: session !== null });
      }
      case 'logout':
        this.switchUser(null, null);
        return this.send({ type: 'login', ok: false });
      case 'sub':
        return this.subscribe(message.channel);
      case 'unsub': {
        const sub = this.subs.get(message.channel);
        if (sub !== undefined) this.hub.fanout.leave(sub.busChannel, sub);
        this.subs.delete(message.channel);
        return;
      }
    }
  }

  private subscribe(channel: string) {
    if (this.subs.has(channel)) return;
    if (this.subs.size >= MAX_CHANNELS) return this.send({ type: 'error', msg: this.t(m.badMessage) });
    if (PRIVATE.has(channel) && this.userId === null) return this.send({ type: 'error', msg: this.t(m.sessionInvalid) });
    const sub = new Subscription(PRIVATE.has(channel) ? `${channel}:${this.userId}` : channel, this);
    this.subs.set(channel, sub);
    this.hub.fanout.join(sub.busChannel, sub);
    // A new subscriber starts in step: every instrument's current quote at once, and the user's
    // unread support replies (the app's HTTP read of it may have missed a reply pushed before this).
    if (channel === CHANNEL.DAY_MARKET) this.send({ type: 'DAY_MARKET', data: this.hub.market.ticks() });
    if (channel === CHANNEL.CHAT && this.userId !== null) void this.sendChatSnapshot(sub, this.userId);
  }

  /**
   * The unread count read after joining the channel. A push delivered meanwhile carries a count
   * at least as new (it was counted after its own write), so the snapshot then stays unsent
   * rather than overwrite it; so does one for a subscription that has ended or changed user.
   */
  private async sendChatSnapshot(sub: Subscription, userId: number) {
    if (!this.hub.chatUnread) return;
    try {
      const unread = await this.hub.chatUnread(userId);
      if (this.closed || this.subs.get(CHANNEL.CHAT) !== sub || this.userId !== userId || sub.delivered > 0) return;
      this.send({ type: 'CHAT', data: { unread } });
    } catch (error) {
      // The app's own read and the next push bring the count; the socket carries on.
      this.hub.log.warn({ err: error }, 'socket: the unread support count could not be read');
    }
  }

  /** Private channels follow the logged-in user: re-bind them when the user changes, drop them at logout. */
  private switchUser(userId: number | null, tokenHash: string | null) {
    this.tokenHash = tokenHash;
    if (userId === this.userId) return;
    const privateSubs = [...this.subs.keys()].filter((c) => PRIVATE.has(c));
    for (const c of privateSubs) {
      const sub = this.subs.get(c)!;
      this.hub.fanout.leave(sub.busChannel, sub);
      this.subs.delete(c);
    }
    const previous = this.userId;
    this.userId = userId;
    this.hub.loggedIn(this, userId, previous);
    if (userId !== null) for (const c of privateSubs) this.subscribe(c);
  }

  private send(message: ServerMessage) {
    if (this.canSend()) this.socket.send(JSON.stringify(message), { binary: false });
  }

  private touch() {
    this.hub.clock.clearTimeout(this.silenceTimer);
    this.silenceTimer = this.hub.clock.setTimeout(() => this.socket.terminate(), SILENCE_LIMIT_MS);
  }

  private dispose() {
    if (this.closed) return;
    this.closed = true;
    this.hub.clock.clearTimeout(this.silenceTimer);
    for (const sub of this.subs.values()) this.hub.fanout.leave(sub.busChannel, sub);
    this.subs.clear();
    this.hub.loggedIn(this, null, this.userId);
    this.userId = null;
  }
}

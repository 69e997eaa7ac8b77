import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CHANNEL,
  ClientMessage,
  HEARTBEAT_MS,
  MAX_MISSED_PONGS,
  normalizeLang,
  type Lang,
  type QuoteTick,
  type ServerMessage,
  WS_PATH,
} from '../../contract/index.ts';
import type { Bus } from '../bus.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Market } from '../market/types.ts';

export interface SocketOptions {
  bus: Bus;
  market: Market;
  translator: (lang: Lang) => Translate;
  /** Resolves a login token to a user id; null when the token is not a live session. */
  verifyToken?: (token: string) => Promise<number | null>;
}

/** A client that sends nothing (not even its ping) for this long is gone. */
const SILENCE_LIMIT_MS = HEARTBEAT_MS * (MAX_MISSED_PONGS + 2);
const MAX_CHANNELS = 64;
/** A client this far behind drops pushes rather than grow the server's memory. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Channels that carry one user's orders: they need a login and map to a per-user bus channel. */
const PRIVATE = new Set<string>([CHANNEL.FOREX_TRADE, CHANNEL.FOREX_CLOSED]);

/** The live socket: token login, sub/unsub of bus channels, ping/pong, per-user channels. */
export function registerSocket(app: FastifyInstance, options: SocketOptions) {
  app.get(WS_PATH, { websocket: true }, (socket, request) => {
    const lang = normalizeLang((request.query as Record<string, unknown>).lang ?? request.headers.lang);
    const t = options.translator(lang);
    new Connection(socket, options, t).listen();
  });
}

class Connection {
  private readonly subs = new Map<string, () => void>();
  private userId: number | null = null;
  private silenceTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: SocketOptions,
    private readonly t: Translate,
  ) {}

  listen() {
    this.touch();
    this.socket.on('message', (raw) => void this.receive(raw.toString()));
    this.socket.on('close', () => this.dispose());
    this.socket.on('error', () => this.dispose());
  }

  private async receive(text: string) {
    this.touch();
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
        const userId = (await this.options.verifyToken?.(message.token)) ?? null;
        this.switchUser(userId);
        return this.send({ type: 'login', ok: userId !== null });
      }
      case 'logout':
        this.switchUser(null);
        return this.send({ type: 'login', ok: false });
      case 'sub':
        return this.subscribe(message.channel);
      case 'unsub':
        this.subs.get(message.channel)?.();
        this.subs.delete(message.channel);
        return;
    }
  }

  private subscribe(channel: string) {
    if (this.subs.has(channel)) return;
    if (this.subs.size >= MAX_CHANNELS) return this.send({ type: 'error', msg: this.t(m.badMessage) });
    if (PRIVATE.has(channel)) {
      if (this.userId === null) return this.send({ type: 'error', msg: this.t(m.sessionInvalid) });
      this.subs.set(channel, this.options.bus.subscribe(`${channel}:${this.userId}`, (msg) => this.send(msg)));
      return;
    }
    this.subs.set(channel, this.options.bus.subscribe(channel, (msg) => this.send(msg)));
    // A new subscriber starts in step: every instrument's current quote at once.
    if (channel === CHANNEL.DAY_MARKET) this.send({ type: 'DAY_MARKET', data: snapshot(this.options.market) });
  }

  /** Private channels follow the logged-in user: re-bind them when the user changes. */
  private switchUser(userId: number | null) {
    if (userId === this.userId) return;
    const privateSubs = [...this.subs.keys()].filter((c) => PRIVATE.has(c));
    for (const c of privateSubs) {
      this.subs.get(c)?.();
      this.subs.delete(c);
    }
    this.userId = userId;
    if (userId !== null) for (const c of privateSubs) this.subscribe(c);
  }

  private send(message: ServerMessage) {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
    this.socket.send(JSON.stringify(message));
  }

  private touch() {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => this.socket.terminate(), SILENCE_LIMIT_MS);
  }

  private dispose() {
    clearTimeout(this.silenceTimer);
    for (const off of this.subs.values()) off();
    this.subs.clear();
  }
}

function snapshot(market: Market): QuoteTick[] {
  return market.instruments().map((i) => ({ Id: i.Id, Code: i.Code, MarketStatus: i.MarketStatus, ...i.ForexQuotations }));
}

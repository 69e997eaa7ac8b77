// The one WebSocket and its rules (SPEC.md sections 4 and 9): log in with the token when there
// is one, subscribe to every channel someone holds, ping every 5 s and reconnect after more
// than 2 unanswered pings; a socket not open within 5 s is dropped and retried with backoff.
// After every reconnect it logs in and subscribes again. Retry delays carry jitter, so a
// server that restarts is not hit by every client at the same instant, and `retryNow()` (the
// network came back, the tab became visible) skips the wait. The numbers (the contract's
// HEARTBEAT_MS, MAX_MISSED_PONGS, CONNECT_TIMEOUT_MS), timers and the socket are injected: the
// worker then carries no schema library, and the rules run under test without a browser.
import type { ClientMessage, ServerMessage } from '../../../contract/socket.ts';
import type { SocketRules, SocketStatus } from './protocol.ts';

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface ConnectionDeps {
  url: string;
  rules: SocketRules;
  createSocket(url: string): SocketLike;
  onMessage(message: ServerMessage): void;
  onStatus(status: SocketStatus): void;
  now?: () => number;
  /** A number in [0, 1) for the jitter (Math.random); tests pass a fixed one. */
  random?: () => number;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
}

const OPEN = 1;
const MAX_BACKOFF_MS = 30_000;

/**
 * Reconnect delay after `attempt` failures in a row: the ceiling doubles (0.5 s, 1 s, 2 s … up
 * to 30 s) and the delay is drawn between half the ceiling and the ceiling ("equal jitter"), so
 * clients dropped together by a restart come back spread out, yet never hammer the server.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export class LiveConnection {
  private readonly channels = new Map<string, number>();
  private token = '';
  private socket: SocketLike | null = null;
  private missedPongs = 0;
  private failures = 0;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly timers: NonNullable<ConnectionDeps['timers']>;
  status: SocketStatus = 'closed';

  constructor(readonly deps: ConnectionDeps) {
    this.timers = deps.timers ?? globalThis;
  }

  /** Opens the socket unless it is open, opening, or waiting to retry. Safe to call often. */
  start(): void {
    if (this.socket || this.reconnectTimer) return;
    this.connect();
  }

  subscribe(channel: string): void {
    const count = (this.channels.get(channel) ?? 0) + 1;
    this.channels.set(channel, count);
    if (count === 1) this.send({ type: 'sub', channel });
  }

  unsubscribe(channel: string): void {
    const count = (this.channels.get(channel) ?? 0) - 1;
    if (count > 0) {
      this.channels.set(channel, count);
      return;
    }
    if (!this.channels.delete(channel)) return;
    this.send({ type: 'unsub', channel });
  }

  setToken(token: string): void {
    if (token === this.token) return;
    this.token = token;
    this.send(token ? { type: 'login', token } : { type: 'logout' });
  }

  /**
   * Reconnects at once instead of waiting out the backoff: for when the browser says the
   * network is back or a tab comes to the front. Does nothing while a socket is open or opening.
   */
  retryNow(): void {
    if (this.socket || !this.reconnectTimer) return;
    this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.failures = 0;
    this.connect();
  }

  /** Channels held by at least one subscriber (for tests and diagnostics). */
  activeChannels(): string[] {
    return [...this.channels.keys()];
  }

  private setStatus(status: SocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.deps.onStatus(status);
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    this.reconnectTimer = null;
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(this.deps.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.connectTimer = this.timers.setTimeout(() => this.drop(socket), this.deps.rules.connectTimeoutMs);
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event) => this.received(event.data);
    socket.onerror = () => {};
    socket.onclose = () => this.drop(socket);
  }

  private opened(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.clearConnectTimer();
    this.failures = 0;
    this.missedPongs = 0;
    this.setStatus('open');
    if (this.token) this.send({ type: 'login', token: this.token });
    for (const channel of this.channels.keys()) this.send({ type: 'sub', channel });
    this.heartbeat = this.timers.setInterval(() => this.beat(), this.deps.rules.heartbeatMs);
  }

  private beat(): void {
    if (this.missedPongs > this.deps.rules.maxMissedPongs) {
      if (this.socket) this.drop(this.socket);
      return;
    }
    this.missedPongs += 1;
    this.send({ type: 'ping', ts: (this.deps.now ?? Date.now)() });
  }

  private received(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    if (!message || typeof message.type !== 'string') return;
    if (message.type === 'pong') {
      this.missedPongs = 0;
      return;
    }
    this.deps.onMessage(message);
  }

  /** Closes this socket (if it is still the current one) and plans the next attempt. */
  private drop(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearConnectTimer();
    if (this.heartbeat) this.timers.clearInterval(this.heartbeat);
    this.heartbeat = null;
    socket.onopen = socket.onclose = socket.onmessage = socket.onerror = null;
    try {
      socket.close();
    } catch {
      /* already closed */
    }
    this.setStatus('closed');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = backoffMs(this.failures, this.deps.random);
    this.failures += 1;
    this.reconnectTimer = this.timers.setTimeout(() => this.connect(), delay);
  }

  private clearConnectTimer(): void {
    if (this.connectTimer) this.timers.clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }
}

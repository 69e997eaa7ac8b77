import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, HEARTBEAT_MS, MAX_MISSED_PONGS } from '../../src/contract/socket.ts';
import { LiveConnection, backoffMs, type SocketLike } from '../../src/app/lib/socket/connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  types() {
    return this.sent.map((m) => (m.type === 'sub' || m.type === 'unsub' ? `${m.type}:${m.channel}` : m.type));
  }
}

// A fixed draw for the jitter, so the tests know each delay exactly.
const random = () => 0.5;
const delay = (attempt: number) => backoffMs(attempt, random);

function setup() {
  const sockets: FakeSocket[] = [];
  const messages: unknown[] = [];
  const statuses: string[] = [];
  const connection = new LiveConnection({
    url: 'ws://app.test/v1/ws',
    rules: { heartbeatMs: HEARTBEAT_MS, maxMissedPongs: MAX_MISSED_PONGS, connectTimeoutMs: CONNECT_TIMEOUT_MS },
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    random,
  });
  return { connection, sockets, messages, statuses, last: () => sockets[sockets.length - 1] };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('logs in with the token and subscribes to held channels once open', () => {
    const { connection, last } = setup();
    connection.setToken('tok');
    connection.subscribe('DAY_MARKET');
    connection.start();
    last().open();
    expect(last().sent).toEqual([
      { type: 'login', token: 'tok' },
      { type: 'sub', channel: 'DAY_MARKET' },
    ]);
  });

  it('counts subscribers: a channel is subscribed once and released with its last holder', () => {
    const { connection, last } = setup();
    connection.start();
    last().open();
    connection.subscribe('KLINE.EURUSD');
    connection.subscribe('KLINE.EURUSD');
    connection.unsubscribe('KLINE.EURUSD');
    expect(last().types()).toEqual(['sub:KLINE.EURUSD']);
    connection.unsubscribe('KLINE.EURUSD');
    expect(last().types()).toEqual(['sub:KLINE.EURUSD', 'unsub:KLINE.EURUSD']);
    expect(connection.activeChannels()).toEqual([]);
  });

  it('pings every 5 s and stays connected while pongs come back', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      last().receive({ type: 'pong', ts: 1 });
    }
    expect(
      last()
        .types()
        .filter((t) => t === 'ping'),
    ).toHaveLength(6);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects after more than 2 unanswered pings, then logs in and subscribes again', () => {
    const { connection, sockets, last } = setup();
    connection.setToken('tok');
    connection.subscribe('DAY_MARKET');
    connection.start();
    last().open();
    vi.advanceTimersByTime(HEARTBEAT_MS * (MAX_MISSED_PONGS + 1));
    expect(sockets).toHaveLength(1); // three pings unanswered: not yet "more than 2" checked
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(delay(0));
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([
      { type: 'login', token: 'tok' },
      { type: 'sub', channel: 'DAY_MARKET' },
    ]);
  });

  it('drops a socket that does not open within 5 s and retries with growing delays', () => {
    const { connection, sockets, statuses } = setup();
    connection.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(sockets[0].closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(delay(0));
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS + delay(1) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'closed', 'connecting']);
  });

  it('passes server messages on, but keeps pongs to itself', () => {
    const { connection, messages, last } = setup();
    connection.start();
    last().open();
    last().receive({ type: 'pong', ts: 1 });
    last().receive({ type: 'DAY_MARKET', data: [] });
    last().onmessage?.({ data: 'not json' });
    expect(messages).toEqual([{ type: 'DAY_MARKET', data: [] }]);
  });

  it('start() is idempotent: navigations do not open a second socket', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    connection.start();
    last().open();
    connection.start();
    expect(sockets).toHaveLength(1);
  });

  it('draws each delay between half the doubling ceiling and the ceiling, capped at 30 s', () => {
    expect([backoffMs(0, () => 0), backoffMs(0, () => 0.9999)]).toEqual([250, 500]);
    expect([backoffMs(3, () => 0), backoffMs(3, () => 0.5), backoffMs(3, () => 0.9999)]).toEqual([2000, 3000, 4000]);
    expect([backoffMs(20, () => 0), backoffMs(20, () => 0.99999)]).toEqual([15_000, 30_000]);
  });

  it('spreads clients out: two clients dropped together come back at different times', () => {
    const draws = [0.1, 0.9];
    const times = draws.map((draw) => backoffMs(4, () => draw));
    expect(times[0]).toBeLessThan(times[1]);
  });

  it('retryNow() skips a long backoff once the network is back, then resubscribes', () => {
    const { connection, sockets, last } = setup();
    connection.subscribe('DAY_MARKET');
    connection.start();
    // Six failed attempts: the next wait is long (16 s ceiling).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
      vi.advanceTimersByTime(delay(attempt));
    }
    expect(sockets).toHaveLength(7);
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(sockets).toHaveLength(7); // dropped, now waiting delay(6)
    connection.retryNow();
    expect(sockets).toHaveLength(8);
    last().open();
    expect(last().types()).toEqual(['sub:DAY_MARKET']);
    // And the next failure starts the backoff from the beginning again.
    last().onclose?.({});
    vi.advanceTimersByTime(delay(0));
    expect(sockets).toHaveLength(9);
  });

  it('retryNow() leaves an open or opening socket alone', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    connection.retryNow();
    expect(sockets).toHaveLength(1);
    last().open();
    connection.retryNow();
    expect(sockets).toHaveLength(1);
    expect(last().closed).toBe(false);
  });

  it('a socket closed by the server (a restart) is retried and goes live again', () => {
    const { connection, sockets, statuses, messages, last } = setup();
    connection.setToken('tok');
    connection.subscribe('DAY_MARKET');
    connection.start();
    last().open();
    last().onclose?.({});
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(delay(0));
    last().open();
    expect(statuses.at(-1)).toBe('open');
    expect(last().sent).toEqual([
      { type: 'login', token: 'tok' },
      { type: 'sub', channel: 'DAY_MARKET' },
    ]);
    last().receive({ type: 'DAY_MARKET', data: [] });
    expect(messages).toHaveLength(1);
    expect(sockets).toHaveLength(2);
  });
});

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
    expect(last().sent).toEqual([{ type: 'login', token: 'tok' }, { type: 'sub', channel: 'DAY_MARKET' }]);
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
    expect(last().types().filter((t) => t === 'ping')).toHaveLength(6);
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
    vi.advanceTimersByTime(backoffMs(0));
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'login', token: 'tok' }, { type: 'sub', channel: 'DAY_MARKET' }]);
  });

  it('drops a socket that does not open within 5 s and retries with growing delays', () => {
    const { connection, sockets, statuses } = setup();
    connection.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(sockets[0].closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(backoffMs(0));
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS + backoffMs(1) - 1);
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

  it('caps the reconnect delay at 30 s', () => {
    expect(backoffMs(0)).toBe(500);
    expect(backoffMs(3)).toBe(4000);
    expect(backoffMs(20)).toBe(30_000);
  });
});

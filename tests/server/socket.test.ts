import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, ServerMessageOf } from '../../src/contract/index.ts';
import { sha256 } from '../../src/server/auth/tokens.ts';
import { createManualClock } from '../../src/server/clock.ts';
import { SILENCE_LIMIT_MS } from '../../src/server/ws/connection.ts';
import { call, openSocket, startServer, type TestServer } from './helpers.ts';

// The live socket on a real server whose clock stands still until a test moves it: the market
// ticks, DAY_MARKET batches and silence limits happen only when the clock is advanced.

let server: TestServer;
const clock = createManualClock();
beforeAll(async () => {
  server = await startServer({ tickMs: 100 }, { clock });
});
afterAll(async () => {
  await server.stop();
});

/** A demo account's session; the same demo_id again opens another session of the same user. */
async function demoSession(demoId = '') {
  const { body } = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU', { demo_id: demoId });
  expect(body.code).toBe(1);
  return { token: body.data.token as string, userId: Number(body.data.user.id), demoId: body.data.demo_id as string };
}

type Socket = Awaited<ReturnType<typeof openSocket>>;
let pings = 0;
/** Waits until the server has handled everything sent before: it answers messages in order. */
async function settled(s: Socket) {
  const ts = ++pings;
  s.send({ type: 'ping', ts });
  await s.waitFor((m) => m.type === 'pong' && m.ts === ts);
}
const pushes = (s: Socket, type: ServerMessage['type'], from = 0) => s.received.slice(from).filter((m) => m.type === type);

describe('the live socket', () => {
  it('answers a ping with a pong carrying the same timestamp', async () => {
    const s = await openSocket(server.wsUrl);
    s.send({ type: 'ping', ts: 1234 });
    const pong = await s.waitFor((m) => m.type === 'pong');
    expect(pong).toEqual({ type: 'pong', ts: 1234 });
    s.close();
  });

  it('sends the current quote of every instrument on subscribing to DAY_MARKET', async () => {
    const s = await openSocket(server.wsUrl);
    s.send({ type: 'sub', channel: 'DAY_MARKET' });
    const first = await s.waitFor<ServerMessageOf<'DAY_MARKET'>>((m) => m.type === 'DAY_MARKET');
    expect(first.data.map((q) => q.Code)).toEqual(server.market.instruments('en').map((i) => i.Code));
    expect(first.data.every((q) => q.NextOpen === null || q.NextOpen > clock.now())).toBe(true);
    s.close();
  });

  it('stops pushing a channel after unsub, while a socket still subscribed goes on receiving', async () => {
    const gone = await openSocket(server.wsUrl);
    const staying = await openSocket(server.wsUrl);
    for (const s of [gone, staying]) {
      s.send({ type: 'sub', channel: 'DAY_MARKET' });
      await s.waitFor((m) => m.type === 'DAY_MARKET');
    }
    gone.send({ type: 'unsub', channel: 'DAY_MARKET' });
    await settled(gone);
    const goneCount = gone.received.length;
    const stayingCount = staying.received.length;
    await clock.advance(2_000); // BTCUSD ticks; DAY_MARKET batches go out at most every 100 ms
    await settled(gone);
    await settled(staying);
    expect(pushes(staying, 'DAY_MARKET', stayingCount).length).toBeGreaterThan(0);
    expect(pushes(gone, 'DAY_MARKET', goneCount)).toHaveLength(0);
    gone.close();
    staying.close();
  });

  it('refuses a message it cannot read, in the language asked for, and stays open', async () => {
    const s = await openSocket(`${server.wsUrl}?lang=en`);
    s.sendRaw('{nope');
    const error = await s.waitFor((m) => m.type === 'error');
    expect(error).toEqual({ type: 'error', msg: 'The message could not be read.' });
    s.send({ type: 'sub', channel: 'EVERYTHING' });
    await s.waitFor((m) => m.type === 'error' && s.received.filter((x) => x.type === 'error').length === 2);
    s.send({ type: 'ping', ts: 7 });
    await s.waitFor((m) => m.type === 'pong');
    s.close();
  });

  it('refuses a private channel to a connection that has not logged in', async () => {
    const s = await openSocket(`${server.wsUrl}?lang=en`);
    s.send({ type: 'login', token: 'not-a-session' });
    expect(await s.waitFor((m) => m.type === 'login')).toEqual({ type: 'login', ok: false });
    s.send({ type: 'sub', channel: 'FOREX_TRADE' });
    const error = await s.waitFor((m) => m.type === 'error');
    expect(error.type === 'error' && error.msg).toMatch(/log in/i);
    s.close();
  });

  it('ends a connection that stays silent past the heartbeat limit, by the server clock', async () => {
    const quiet = await openSocket(server.wsUrl);
    const talking = await openSocket(server.wsUrl);
    const closed = new Promise<void>((resolve) => quiet.ws.once('close', () => resolve()));
    await settled(talking);
    await clock.advance(SILENCE_LIMIT_MS - 1_000);
    await settled(talking);
    await clock.advance(1_000);
    await closed;
    await settled(talking); // it spoke within the limit: still open
    talking.close();
  });
});

describe('login then subscribe, sent back to back', () => {
  it('always ends subscribed to the private channel, and receives what is published for the user', async () => {
    const { token, userId } = await demoSession();
    const sockets = await Promise.all(Array.from({ length: 8 }, () => openSocket(`${server.wsUrl}?lang=en`)));
    for (const s of sockets) {
      s.send({ type: 'login', token });
      s.send({ type: 'sub', channel: 'FOREX_CLOSED' });
    }
    for (const s of sockets) await settled(s);
    server.bus.publish(`FOREX_CLOSED:${userId}`, { type: 'FOREX_CLOSED', data: { Id: 42 } });
    for (const s of sockets) {
      expect(await s.waitFor((m) => m.type === 'FOREX_CLOSED')).toEqual({ type: 'FOREX_CLOSED', data: { Id: 42 } });
      expect(pushes(s, 'login')).toEqual([{ type: 'login', ok: true }]);
      expect(pushes(s, 'error')).toEqual([]);
      s.close();
    }
  });
});

describe('revoked sessions', () => {
  const trade: ServerMessage = { type: 'FOREX_TRADE', data: { orders: [], all_fact_profits: '0', hazard_rate: '0', total_margin: '0' } };

  async function twoDevices() {
    const kept = await demoSession();
    const other = await demoSession(kept.demoId);
    expect(other.userId).toBe(kept.userId);
    const sockets = [];
    for (const session of [kept, other]) {
      const s = await openSocket(server.wsUrl);
      s.send({ type: 'login', token: session.token });
      s.send({ type: 'sub', channel: 'FOREX_TRADE' });
      await settled(s);
      sockets.push(s);
    }
    return { userId: kept.userId, keptToken: kept.token, otherToken: other.token, keptSocket: sockets[0], otherSocket: sockets[1] };
  }

  it('drop the private channels of every other device of the user, which is told it is logged out', async () => {
    const { userId, keptToken, keptSocket, otherSocket } = await twoDevices();
    server.bus.emit({ type: 'sessions.revoked', userId, keepTokenHash: sha256(keptToken) });
    expect(await otherSocket.waitFor((m) => m.type === 'login' && !m.ok)).toEqual({ type: 'login', ok: false });
    const before = otherSocket.received.length;
    server.bus.publish(`FOREX_TRADE:${userId}`, trade);
    expect(await keptSocket.waitFor((m) => m.type === 'FOREX_TRADE')).toEqual(trade);
    await settled(otherSocket);
    expect(pushes(otherSocket, 'FOREX_TRADE', before)).toHaveLength(0);
    expect(pushes(keptSocket, 'login')).toEqual([{ type: 'login', ok: true }]);
    keptSocket.close();
    otherSocket.close();
  });

  it('of one session (a logout) end only the sockets logged in with that token', async () => {
    const { userId, otherToken, keptSocket, otherSocket } = await twoDevices();
    server.bus.emit({ type: 'sessions.revoked', userId, tokenHash: sha256(otherToken) });
    await otherSocket.waitFor((m) => m.type === 'login' && !m.ok);
    server.bus.publish(`FOREX_TRADE:${userId}`, trade);
    await keptSocket.waitFor((m) => m.type === 'FOREX_TRADE');
    await settled(otherSocket);
    expect(pushes(otherSocket, 'FOREX_TRADE')).toHaveLength(0);
    keptSocket.close();
    otherSocket.close();
  });
});

describe('a token check that fails', () => {
  it('answers login ok:false, and the server goes on answering HTTP and the socket', async () => {
    const { token } = await demoSession();
    const s = await openSocket(server.wsUrl);
    // The database cannot answer the session lookup: as if it were down.
    await sql`alter table sessions rename to sessions_away`.execute(server.db);
    try {
      s.send({ type: 'login', token });
      s.send({ type: 'sub', channel: 'FOREX_TRADE' });
      expect(await s.waitFor((m) => m.type === 'login')).toEqual({ type: 'login', ok: false });
      await s.waitFor((m) => m.type === 'error'); // not subscribed: no login
    } finally {
      await sql`alter table sessions_away rename to sessions`.execute(server.db);
    }
    const list = await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list');
    expect(list.body.code).toBe(1);
    s.send({ type: 'login', token });
    expect(await s.waitFor((m) => m.type === 'login' && m.ok)).toEqual({ type: 'login', ok: true });
    await settled(s);
    s.close();
  });
});

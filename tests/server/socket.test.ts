import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/index.ts';
import { openSocket, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ tickMs: 100 });
});
afterAll(async () => {
  await server.stop();
});

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
    const first = await s.waitFor<Extract<ServerMessage, { type: 'DAY_MARKET' }>>((m) => m.type === 'DAY_MARKET');
    expect(first.data.length).toBe(server.market.instruments().length);
    s.close();
  });

  it('stops pushing a channel after unsub', async () => {
    const s = await openSocket(server.wsUrl);
    s.send({ type: 'sub', channel: 'DAY_MARKET' });
    await s.waitFor((m) => m.type === 'DAY_MARKET');
    s.send({ type: 'unsub', channel: 'DAY_MARKET' });
    s.send({ type: 'ping', ts: 1 });
    await s.waitFor((m) => m.type === 'pong');
    const count = s.received.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(s.received.slice(count).filter((m) => m.type === 'DAY_MARKET')).toHaveLength(0);
    s.close();
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
});

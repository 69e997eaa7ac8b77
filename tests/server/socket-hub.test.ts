import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/auth/tokens.ts';
import { createLocalBus, type Bus } from '../../src/server/bus.ts';
import { createManualClock } from '../../src/server/clock.ts';
import type { Market } from '../../src/server/market/types.ts';
import { registerSocket } from '../../src/server/ws/hub.ts';
import { openSocket } from './helpers.ts';

// The hub alone, on a real socket, with a token check the test controls: a login whose check is
// still running when its user's sessions are revoked, and a client that floods.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A token check that reads `answers` (the database) when called and answers when the test says so. */
function controlledCheck() {
  const waiting: Array<() => void> = [];
  const answers = new Map<string, number | null>();
  return {
    answers,
    release: () => waiting.splice(0).forEach((go) => go()),
    pending: () => waiting.length,
    verify: (token: string) => {
      const answer = answers.get(token) ?? null;
      return new Promise<number | null>((resolve) => waiting.push(() => resolve(answer)));
    },
  };
}

async function startHub(verify: (token: string) => Promise<number | null>, chatUnread?: (userId: number) => Promise<number>): Promise<{ url: string; bus: Bus }> {
  const bus = createLocalBus();
  app = Fastify();
  await app.register(websocket);
  const market = { ticks: () => [] } as unknown as Market;
  registerSocket(app, { bus, market, translator: () => (d) => d.message, clock: createManualClock(), verifyToken: verify, chatUnread, limits: { socketsPerAddress: 10, messagesPerSecond: 1000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { url: `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/ws`, bus };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setImmediate(r));
  expect(condition()).toBe(true);
};

describe('the socket hub', () => {
  it('refuses a login whose session was revoked while its check was running', async () => {
    const check = controlledCheck();
    const { url, bus } = await startHub(check.verify);
    check.answers.set('old', 7); // the check read the session while it was still alive
    const s = await openSocket(url);
    s.send({ type: 'login', token: 'old' });
    await until(() => check.pending() === 1);
    bus.emit({ type: 'sessions.revoked', userId: 7, keepTokenHash: sha256('kept') });
    check.answers.set('old', null); // the database now says: revoked
    check.release();
    await until(() => check.pending() === 1); // checked again
    check.release();
    expect(await s.waitFor((m) => m.type === 'login')).toEqual({ type: 'login', ok: false });
    s.close();
  });

  it('accepts the kept session although a revocation ran during its check', async () => {
    const check = controlledCheck();
    const { url, bus } = await startHub(check.verify);
    check.answers.set('kept', 7);
    const s = await openSocket(url);
    s.send({ type: 'login', token: 'kept' });
    await until(() => check.pending() === 1);
    bus.emit({ type: 'sessions.revoked', userId: 7, keepTokenHash: sha256('kept') });
    check.release();
    await until(() => check.pending() === 1);
    check.release();
    expect(await s.waitFor((m) => m.type === 'login')).toEqual({ type: 'login', ok: true });
    s.close();
  });

  it('closes a connection that sends far more than it lets the server answer', async () => {
    const check = controlledCheck();
    const { url } = await startHub(check.verify);
    const s = await openSocket(url);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    s.send({ type: 'login', token: 'slow' }); // stays in its check: everything else waits behind it
    for (let i = 0; i < 150; i++) s.send({ type: 'ping', ts: i });
    expect(await closed).toBe(1008);
  });

  describe('the unread count sent on a CHAT subscribe', () => {
    /** The count read (the database) when called, answered when the test says so. */
    function controlledCount() {
      const waiting: Array<() => void> = [];
      let count: number | Error = 0;
      return {
        set: (value: number | Error) => void (count = value),
        release: () => waiting.splice(0).forEach((go) => go()),
        pending: () => waiting.length,
        read: () => {
          const answer = count;
          return new Promise<number>((resolve, reject) => waiting.push(() => (answer instanceof Error ? reject(answer) : resolve(answer))));
        },
      };
    }

    async function loggedIn(url: string, token: string) {
      const s = await openSocket(url);
      s.send({ type: 'login', token });
      await s.waitFor((m) => m.type === 'login' && m.ok);
      return s;
    }

    it('is sent when no push came while it was read', async () => {
      const count = controlledCount();
      const { url } = await startHub(async (token) => (token === 'seven' ? 7 : null), count.read);
      const s = await loggedIn(url, 'seven');
      count.set(3);
      s.send({ type: 'sub', channel: 'CHAT' });
      await until(() => count.pending() === 1);
      count.release();
      expect(await s.waitFor((m) => m.type === 'CHAT')).toEqual({ type: 'CHAT', data: { unread: 3 } });
      s.close();
    });

    it('stays unsent when a push went out while it was read: the older count never overwrites the newer', async () => {
      const count = controlledCount();
      const { url, bus } = await startHub(async (token) => (token === 'seven' ? 7 : null), count.read);
      const s = await loggedIn(url, 'seven');
      count.set(1); // read before the reply was written
      s.send({ type: 'sub', channel: 'CHAT' });
      await until(() => count.pending() === 1);
      bus.publish('CHAT:7', { type: 'CHAT', data: { unread: 2 } }); // the reply, counted after its write
      await s.waitFor((m) => m.type === 'CHAT');
      count.release();
      s.send({ type: 'ping', ts: 1 });
      await s.waitFor((m) => m.type === 'pong');
      expect(s.received.filter((m) => m.type === 'CHAT')).toEqual([{ type: 'CHAT', data: { unread: 2 } }]);
      s.close();
    });

    it('stays unsent after an unsubscribe, and a failed read leaves the socket working', async () => {
      const count = controlledCount();
      const { url } = await startHub(async (token) => (token === 'seven' ? 7 : null), count.read);
      const s = await loggedIn(url, 'seven');
      count.set(4);
      s.send({ type: 'sub', channel: 'CHAT' });
      s.send({ type: 'unsub', channel: 'CHAT' });
      await until(() => count.pending() === 1);
      count.release();
      count.set(new Error('database busy'));
      s.send({ type: 'sub', channel: 'CHAT' });
      await until(() => count.pending() === 1);
      count.release();
      s.send({ type: 'ping', ts: 2 });
      await s.waitFor((m) => m.type === 'pong');
      expect(s.received.filter((m) => m.type === 'CHAT')).toEqual([]);
      s.close();
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createManualClock } from '../../src/server/clock.ts';
import { startServer, type TestServer } from './helpers.ts';

const clock = createManualClock();
let direct: TestServer; // clients reach it directly: X-Forwarded-For means nothing
let proxied: TestServer; // behind one proxy: the client is the last X-Forwarded-For hop

beforeAll(async () => {
  direct = await startServer({ socketsPerAddress: 2, socketMessagesPerSecond: 5 }, { clock, runMarket: false });
  proxied = await startServer({ socketsPerAddress: 1, trustProxy: 1 }, { clock, runMarket: false });
});

afterAll(async () => {
  await direct.stop();
  await proxied.stop();
});

interface Client {
  ws: WebSocket;
  /** The close code and reason, once the server ends the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends a ping and resolves with the pong's ts. */
  ping(ts: number): Promise<number>;
}

async function connect(server: TestServer, forwardedFor?: string): Promise<Client> {
  const ws = new WebSocket(server.wsUrl, { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    ping: (ts) =>
      new Promise<number>((resolve) => {
        const onMessage = (raw: WebSocket.RawData) => {
          const message = JSON.parse(raw.toString()) as { type: string; ts: number };
          if (message.type === 'pong' && message.ts === ts) {
            ws.off('message', onMessage);
            resolve(message.ts);
          }
        };
        ws.on('message', onMessage);
        ws.send(JSON.stringify({ type: 'ping', ts }));
      }),
  };
}

async function closeAll(...clients: Client[]) {
  for (const c of clients) {
    c.ws.close();
    await c.closed;
  }
}

describe('sockets per client address', () => {
  it('closes a socket past the cap with 1008 and a reason, and admits one again once another has gone', async () => {
    const first = await connect(direct);
    const second = await connect(direct);
    const third = await connect(direct);
    expect(await third.closed).toEqual({ code: 1008, reason: 'too many sockets from this address' });
    expect(await first.ping(1)).toBe(1); // the ones within the cap keep working
    expect(await second.ping(2)).toBe(2);

    await closeAll(first);
    const again = await connect(direct);
    expect(await again.ping(3)).toBe(3);
    await closeAll(second, again);
  });

  it('does not let a client choose its address with X-Forwarded-For when no proxy is trusted', async () => {
    const a = await connect(direct, '203.0.113.1');
    const b = await connect(direct, '203.0.113.2');
    const c = await connect(direct, '203.0.113.3');
    expect(await c.closed).toMatchObject({ code: 1008 });
    await closeAll(a, b);
  });

  it('counts each client behind a trusted proxy on its own, an IPv6 client by its /64', async () => {
    const one = await connect(proxied, '203.0.113.5');
    const other = await connect(proxied, '203.0.113.6');
    expect(await other.ping(1)).toBe(1);
    const oneAgain = await connect(proxied, '203.0.113.5');
    expect(await oneAgain.closed).toMatchObject({ code: 1008 });
    // An address the client wrote itself, in front of what the proxy added, changes nothing.
    const spoofed = await connect(proxied, '198.51.100.9, 203.0.113.5');
    expect(await spoofed.closed).toMatchObject({ code: 1008 });

    const v6 = await connect(proxied, '2001:db8:1:2::1');
    const sameNetwork = await connect(proxied, '2001:db8:1:2:ffff::9');
    expect(await sameNetwork.closed).toMatchObject({ code: 1008 });
    const nextNetwork = await connect(proxied, '2001:db8:1:3::1');
    expect(await nextNetwork.ping(2)).toBe(2);
    await closeAll(one, other, v6, nextNetwork);
  });
});

describe('messages per socket per second', () => {
  it('lets a socket send up to the limit every second', async () => {
    const client = await connect(direct);
    for (let second = 0; second < 3; second++) {
      const pongs = await Promise.all([1, 2, 3, 4, 5].map((n) => client.ping(second * 10 + n)));
      expect(pongs).toHaveLength(5);
      await clock.advance(1000);
    }
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    await closeAll(client);
  });

  it('closes a socket that sends more within one second, with 1008 and a reason', async () => {
    const client = await connect(direct);
    for (let n = 0; n < 6; n++) client.ws.send(JSON.stringify({ type: 'ping', ts: n }));
    expect(await client.closed).toEqual({ code: 1008, reason: 'too many messages per second' });
  });
});

// A TCP relay in front of the e2e server: it counts the WebSockets open through it (the server's
// view of how many live connections the app holds), and it can be cut, so "offline" reaches the
// socket's SharedWorker too. Playwright's context.setOffline does not: it emulates the network of
// the pages and service workers it attaches to, and it never attaches to a SharedWorker, whose
// live connection would go on feeding prices to a page that believes it is offline.
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { test as base } from '../fixtures.ts';

export interface Relay {
  /** The relay's origin: the app as the browser sees it. */
  base: string;
  /** WebSocket upgrades open through the relay now. */
  open(): number;
  /** Ends every connection and refuses new ones, as a pulled cable would. */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  close(): Promise<void>;
}

export async function startRelay(targetPort: number): Promise<Relay> {
  let open = 0;
  let refusing = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    let upgraded = false;
    let ended = false;
    client.on('data', (chunk) => {
      // A request line at the start of a chunk; after an upgrade only masked frames follow.
      if (!upgraded && chunk.toString('latin1', 0, 12).startsWith('GET /v1/ws')) {
        upgraded = true;
        open += 1;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      if (ended) return;
      ended = true;
      if (upgraded) open -= 1;
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    open: () => open,
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Switches the whole network off and on: the pages' (setOffline) and the SharedWorker's (the relay). */
export interface Network {
  offline(): Promise<void>;
  online(): Promise<void>;
}

/**
 * The e2e `test` with the app served through a relay (baseURL is the relay's origin) and a
 * `network` fixture that takes it offline and back.
 */
export const test = base.extend<{ relay: Relay; network: Network }>({
  relay: async ({}, use, testInfo) => {
    const server = new URL(testInfo.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8091}`);
    const relay = await startRelay(Number(server.port));
    await use(relay);
    await relay.close();
  },
  baseURL: async ({ relay }, use) => use(relay.base),
  network: async ({ relay, context }, use) => use(networkSwitch(relay, context)),
});

function networkSwitch(relay: Relay, context: BrowserContext): Network {
  return {
    async offline() {
      await context.setOffline(true);
      relay.cut();
    },
    async online() {
      relay.restore();
      await context.setOffline(false);
    },
  };
}

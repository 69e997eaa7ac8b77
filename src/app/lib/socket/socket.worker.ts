/// <reference lib="webworker" />
// The socket worker: one WebSocket for every tab of the app (a SharedWorker), or for this tab
// (a dedicated Worker where SharedWorker is missing). Each page talks over a port; channel
// subscriptions are counted per port, so a channel stays subscribed while any tab holds it.
// It imports no schema library (see connection.ts), so it costs every page only a few KB.
// Offline snapshots are written by the page (features/offline), which knows what the worker
// does not: the instrument list the quotes apply to, the user and the language.
import { LiveConnection, type SocketLike } from './connection.ts';
import { channelOf, type PageToWorker, type WorkerToPage } from './protocol.ts';

interface Port {
  postMessage(message: WorkerToPage): void;
  onmessage: ((event: MessageEvent<PageToWorker>) => void) | null;
  start?(): void;
  addEventListener?(type: 'close', listener: () => void): void;
}

const scope = globalThis as unknown as (SharedWorkerGlobalScope | DedicatedWorkerGlobalScope) & { onconnect?: unknown };
const ports = new Map<Port, Map<string, number>>();
let connection: LiveConnection | null = null;

function connect(url: string, rules: LiveConnection['deps']['rules']): LiveConnection {
  return new LiveConnection({
    url,
    rules,
    createSocket: (target) => new WebSocket(target) as unknown as SocketLike,
    onStatus: (status) => {
      for (const port of ports.keys()) port.postMessage({ kind: 'status', status });
    },
    onMessage: (message) => {
      const channel = channelOf(message);
      for (const [port, held] of ports) {
        if (channel === null || held.has(channel)) port.postMessage({ kind: 'message', message });
      }
    },
  });
}

function release(port: Port): void {
  const held = ports.get(port);
  if (!held) return;
  for (const [channel, count] of held) for (let i = 0; i < count; i += 1) connection?.unsubscribe(channel);
  ports.delete(port);
}

function handle(port: Port, held: Map<string, number>, message: PageToWorker): void {
  switch (message.kind) {
    case 'config':
      connection ??= connect(message.url, message.rules);
      port.postMessage({ kind: 'status', status: connection.status });
      connection.start();
      break;
    case 'token':
      connection?.setToken(message.token);
      break;
    case 'sub':
      held.set(message.channel, (held.get(message.channel) ?? 0) + 1);
      connection?.subscribe(message.channel);
      break;
    case 'unsub': {
      const count = held.get(message.channel) ?? 0;
      if (count === 0) break;
      if (count === 1) held.delete(message.channel);
      else held.set(message.channel, count - 1);
      connection?.unsubscribe(message.channel);
      break;
    }
    case 'retry':
      connection?.retryNow();
      break;
    case 'bye':
      release(port);
      break;
  }
}

function attach(port: Port): void {
  port.onmessage = (event) => {
    // A port that said bye (a page kept in the back/forward cache) comes back with its next message.
    let held = ports.get(port);
    if (!held) ports.set(port, (held = new Map()));
    handle(port, held, event.data);
  };
  port.addEventListener?.('close', () => release(port));
  port.start?.();
}

// Workers get the browser's online event too; pages also send 'retry' (a SharedWorker is not
// always told, and a tab coming to the front is a good moment to try as well).
scope.addEventListener('online', () => connection?.retryNow());

if ('onconnect' in scope) {
  (scope as SharedWorkerGlobalScope).onconnect = (event) => attach(event.ports[0] as unknown as Port);
} else {
  attach(scope as unknown as Port);
}

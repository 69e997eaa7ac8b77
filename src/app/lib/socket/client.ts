// The page side of the live connection: starts the socket worker once (SharedWorker where the
// browser has one, else a dedicated Worker), keeps it informed of the session token and of the
// channels this page needs, and feeds what arrives into jotai atoms.
import { CONNECT_TIMEOUT_MS, HEARTBEAT_MS, MAX_MISSED_PONGS, WS_PATH } from '../../../contract/socket-rules.ts';
import type { ServerMessage } from '../../../contract/socket.ts';
import { formingCandlesAtom, mergeQuotesAtom, socketStatusAtom } from '../../state/quotes.ts';
import { tokenAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { socketUrl, type PageToWorker, type SocketStatus, type WorkerToPage } from './protocol.ts';

interface PortLike {
  postMessage(message: PageToWorker): void;
  onmessage: ((event: MessageEvent<WorkerToPage>) => void) | null;
}

let port: PortLike | null = null;
/** How many components of this page hold each channel. */
const held = new Map<string, number>();

function post(message: PageToWorker): void {
  port?.postMessage(message);
}

function receive(message: ServerMessage): void {
  switch (message.type) {
    case 'DAY_MARKET':
      store.set(mergeQuotesAtom, message.data);
      break;
    case 'KLINE':
      store.set(formingCandlesAtom, (all) => ({ ...all, [message.code]: message.data }));
      break;
    default:
      // FOREX_TRADE / FOREX_CLOSED: per-user events, handed to whoever listens (the orders screen).
      for (const listener of listeners) listener(message);
      break;
  }
}

type Listener = (message: ServerMessage) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every per-user message (FOREX_TRADE, FOREX_CLOSED) until the returned function is called. */
export function onUserMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Which worker holds the connection, on <html data-socket-worker>: for support and tests. */
function markWorkerKind(kind: 'shared' | 'dedicated') {
  document.documentElement.dataset.socketWorker = kind;
}

/**
 * The connection's state, on <html data-socket-status> (connecting, open, closed): what tests and
 * measuring tools wait for, since a SharedWorker's traffic keeps network idle from ever coming.
 */
function markStatus(status: SocketStatus) {
  document.documentElement.dataset.socketStatus = status;
}

function openPort(): PortLike | null {
  const name = 'lotwise-socket';
  try {
    // Automation takes this path too (issue 21): the figures and tests must be of what people
    // run. Chromium reports a SharedWorker's script download to the worker, not the page, so the
    // page's request never 'finishes' and a tool waiting for network idle waits forever; tools
    // wait for <html data-socket-status="open"> instead (set below).
    if (typeof SharedWorker !== 'undefined') {
      const worker = new SharedWorker(new URL('./socket.worker.ts', import.meta.url), { type: 'module', name });
      worker.port.start();
      markWorkerKind('shared');
      return worker.port as unknown as PortLike;
    }
    if (typeof Worker !== 'undefined') {
      markWorkerKind('dedicated');
      return new Worker(new URL('./socket.worker.ts', import.meta.url), { type: 'module', name }) as unknown as PortLike;
    }
  } catch {
    /* no workers (very old browser): the app still works with the HTTP snapshot */
  }
  return null;
}

/** Tells the worker everything this page holds: at start and when the page comes back from the back/forward cache. */
function announce(): void {
  post({
    kind: 'config',
    url: socketUrl(location, WS_PATH),
    rules: { heartbeatMs: HEARTBEAT_MS, maxMissedPongs: MAX_MISSED_PONGS, connectTimeoutMs: CONNECT_TIMEOUT_MS },
  });
  post({ kind: 'token', token: store.get(tokenAtom) });
  for (const [channel, count] of held) for (let i = 0; i < count; i += 1) post({ kind: 'sub', channel });
}

/** Set while the connection waits for the first screen (startSocketAfter). */
let waitingFor: Promise<unknown> | null = null;

/**
 * Holds the connection back until `firstScreen` settles: on /, the worker's code and its
 * connection come after the first quotes are on screen (from the snapshot at once, else from
 * trade_list), so they never compete with them. Channels held meanwhile are subscribed then.
 */
export function startSocketAfter(firstScreen: Promise<unknown>): void {
  if (port) return;
  const ready = firstScreen.then(
    () => undefined,
    () => undefined,
  );
  waitingFor = ready;
  void ready.then(() => {
    if (waitingFor !== ready) return;
    waitingFor = null;
    startSocket();
  });
}

/** Ends a wait of startSocketAfter: the person left / before its quotes showed. */
export function stopWaitingForFirstScreen(): void {
  waitingFor = null;
}

/** Starts the live connection. Called on every navigation; only the first call does anything. */
export function startSocket(): void {
  if (port || waitingFor || typeof window === 'undefined') return;
  port = openPort();
  if (!port) return;
  port.onmessage = (event) => {
    const data = event.data;
    if (data.kind === 'status') {
      store.set(socketStatusAtom, data.status);
      markStatus(data.status);
    } else receive(data.message);
  };
  announce();
  store.sub(tokenAtom, () => post({ kind: 'token', token: store.get(tokenAtom) }));
  window.addEventListener('pagehide', () => post({ kind: 'bye' }));
  // Back online, or back in front: reconnect now instead of waiting out a long backoff.
  window.addEventListener('online', () => post({ kind: 'retry' }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') post({ kind: 'retry' });
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) announce();
  });
}

/** Holds a channel for as long as the returned function is not called. */
export function holdChannel(channel: string): () => void {
  held.set(channel, (held.get(channel) ?? 0) + 1);
  post({ kind: 'sub', channel });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (held.get(channel) ?? 1) - 1;
    if (count > 0) held.set(channel, count);
    else held.delete(channel);
    post({ kind: 'unsub', channel });
  };
}

// Messages between a page (one per tab) and the socket worker, over a MessagePort.
import type { ServerMessage } from '../../../contract/socket.ts';

export type SocketStatus = 'connecting' | 'open' | 'closed';

/** The heartbeat rules of SPEC.md section 9, sent by the page from the contract. */
export interface SocketRules {
  heartbeatMs: number;
  maxMissedPongs: number;
  connectTimeoutMs: number;
}

export type PageToWorker =
  /** Always a page's first message: where to connect and the rules (the first page's win). */
  | { kind: 'config'; url: string; rules: SocketRules }
  /** The session token ('' for a guest); the worker logs the socket in or out with it. */
  | { kind: 'token'; token: string }
  | { kind: 'sub'; channel: string }
  | { kind: 'unsub'; channel: string }
  /** The network came back or the tab came to the front: reconnect now rather than after the backoff. */
  | { kind: 'retry' }
  /** The page is going away: release all its subscriptions. */
  | { kind: 'bye' };

export type WorkerToPage = { kind: 'status'; status: SocketStatus } | { kind: 'message'; message: ServerMessage };

/** The socket URL on the page's own origin: wss on https pages, ws otherwise. */
export function socketUrl(origin: { protocol: string; host: string }, path: string): string {
  return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}${path}`;
}

/** Which channel a server message belongs to; null for messages every page gets. */
export function channelOf(message: ServerMessage): string | null {
  switch (message.type) {
    case 'DAY_MARKET':
    case 'FOREX_TRADE':
    case 'FOREX_CLOSED':
    case 'CHAT':
      return message.type;
    case 'STOP_OUT':
    case 'PRICE_ALERT':
      return 'FOREX_CLOSED';
    case 'KLINE':
      return message.channel || `KLINE.${message.code}`;
    default:
      return null;
  }
}

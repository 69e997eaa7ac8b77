// The socket's fixed rules and channel names, apart from the message schemas of socket.ts: the
// app's start reads these, and importing socket.ts would bring every message's schema (orders,
// support) onto the start of / with them.
/** Live socket path, on the page's own origin. */
export const WS_PATH = '/v1/ws';
/** Heartbeat rules of SPEC.md sections 4 and 9. */
export const HEARTBEAT_MS = 5_000;
export const MAX_MISSED_PONGS = 2;
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * DAY_MARKET and KLINE batch window: a change goes out at once after a quiet window, and a
 * socket gets at most one batch per window, so a price is on the wire within this of its tick.
 */
export const DAY_MARKET_BATCH_MS = 100;

export const CHANNEL = { DAY_MARKET: 'DAY_MARKET', FOREX_TRADE: 'FOREX_TRADE', FOREX_CLOSED: 'FOREX_CLOSED', CHAT: 'CHAT', NOTICE: 'NOTICE' } as const;
export const klineChannel = (code: string) => `KLINE.${code}`;

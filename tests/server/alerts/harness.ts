import { call } from '../helpers.ts';
import type { TradingServer } from '../trading/harness.ts';

export const ALERTS = '/v1/api/forex/price_alerts';
export const CREATE = '/v1/api/forex/create_price_alert';
export const EDIT = '/v1/api/forex/edit_price_alert';
export const DELETE = '/v1/api/forex/delete_price_alert';

/** A price alert call over HTTP as the app makes it (the list a GET, the rest form POSTs), in `lang`. */
export async function alertCall(t: TradingServer, token: string, path: string, params: Record<string, string | number> = {}, lang = 'en') {
  const headers = { lang, ...(token ? { authorization: token } : {}) };
  return (await call(t.server.baseUrl, path === ALERTS ? 'GET' : 'POST', path, params, headers)).body;
}

/** Prices set, then every alert firing (and trading trigger) they started done. */
export async function move(t: TradingServer, quotes: Array<{ code: string; bid: string; ask: string }>) {
  await t.tick(quotes);
  await t.server.alerts.settled();
}

import { createManualClock } from '../../../src/server/clock.ts';
import type { Config } from '../../../src/server/config.ts';
import { createScriptedSource, type ScriptedSource } from '../../../src/server/market/scripted-source.ts';
import { call, startServer, type TestServer } from '../helpers.ts';

/** Monday 5 January 2026, 10:00 in New York: every market is open. */
export const MONDAY_OPEN = Date.UTC(2026, 0, 5, 15, 0, 0);
/** Saturday 10 January 2026, 12:00 in New York: forex is closed. */
export const SATURDAY = Date.UTC(2026, 0, 10, 17, 0, 0);

export interface TradingServer {
  server: TestServer;
  quotes: ScriptedSource;
  clock: ReturnType<typeof createManualClock>;
  /** Sets prices and waits for every trigger and stop-out they started. */
  tick(quotes: Array<{ code: string; bid: string; ask: string }>): Promise<void>;
  /** A fresh funded demo account (100,000 USD) and its token. */
  account(): Promise<{ token: string; id: number }>;
  api(token: string, path: string, params?: Record<string, string | number>): Promise<{ code: number; msg: string; data: any }>;
  /** An instrument's id by code. */
  id(code: string): number;
  /** Balance, ledger sum, used margin and frozen amount straight from the database. */
  books(userId: number): Promise<{ balance: bigint; ledger: bigint; margin: bigint; lock: bigint; ledgerRows: number; orderRows: number }>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** The real server on a manual clock, prices from the scripted source (never the random walk). */
export async function startTrading(overrides: Partial<Config> = {}, clock = createManualClock(MONDAY_OPEN)): Promise<TradingServer> {
  let quotes!: ScriptedSource;
  const server = await startServer(overrides, { clock, quotes: ({ instruments, clock: c }) => (quotes = createScriptedSource(instruments, c)) });
  const api = async (token: string, path: string, params: Record<string, string | number> = {}) => (await call(server.baseUrl, 'GET', path, params, token ? { authorization: token } : {})).body;
  return {
    server,
    quotes,
    clock,
    async tick(list) {
      quotes.setMany(list);
      await server.trading.settled();
    },
    async account() {
      const body = await api('', '/api/user/createAccountDemoForU');
      return { token: body.data.token as string, id: body.data.user.id as number };
    },
    api,
    id: (code) => server.market.instrumentByCode(code, 'en')!.Id,
    async books(userId) {
      const { money, ledgerSum } = await server.wallet.reconcile(userId);
      const ledgerRows = await server.db
        .selectFrom('ledger')
        .select((eb) => eb.fn.countAll<bigint | string>().as('n'))
        .where('user_id', '=', BigInt(userId))
        .executeTakeFirstOrThrow();
      const orderRows = await server.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<bigint | string>().as('n'))
        .where('user_id', '=', BigInt(userId))
        .executeTakeFirstOrThrow();
      return { balance: money.balance, ledger: ledgerSum, margin: money.margin, lock: money.lock, ledgerRows: Number(ledgerRows.n), orderRows: Number(orderRows.n) };
    },
    stop: (options) => server.stop(options),
  };
}

export const SUBMIT = '/v1/api/forex/submit';
export const MY_DEAL = '/v1/api/forex/my_deal';
export const CLOSE = '/v1/api/forex/close';
export const CANCEL = '/v1/api/forex/cancel_trade';
export const SET_STOPS = '/v1/api/forex/set_stop_price';
export const DETAIL = '/v1/api/main/account/forexDetail';
export const BALANCE = '/v1/api/main/wallet/getBalance';

/** Units of 10^-8 of a decimal string, for comparing with the books. */
export const u = (text: string) => {
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const units = BigInt(whole!) * 100_000_000n + BigInt((frac + '00000000').slice(0, 8));
  return text.startsWith('-') ? -units : units;
};

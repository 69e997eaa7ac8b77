import { expect } from 'vitest';
import type { TestServer } from '../../helpers.ts';
import { LEDGER, halfEvenDiv, textOf, type AccountModel, type HistoryRow, type ModelOrder } from './model.ts';

// The property test's checks of one account: the model, the engine's and the wallet's memory
// and the database must agree; the balance equals the ledger and is negative only while the
// account holds a position (negative balance protection, issue 18); the used margin is the
// holdings' margin (0 with none). At the end of a run also the ledger by type, the history rows
// and the statement a person reads over HTTP.

/** The fields model, memory and database all keep, for comparing an open order. */
interface Shape {
  id: number;
  status: number;
  side: number;
  lots: bigint;
  leverage: number;
  pendingKind: number;
  targetPrice: number;
  openPrice: number;
  takeProfit: number;
  stopLoss: number;
  margin: bigint;
  fee: bigint;
}
const shape = (o: Shape): Shape => ({
  id: o.id,
  status: o.status,
  side: o.side,
  lots: o.lots,
  leverage: o.leverage,
  pendingKind: o.pendingKind,
  targetPrice: o.targetPrice,
  openPrice: o.openPrice,
  takeProfit: o.takeProfit,
  stopLoss: o.stopLoss,
  margin: o.margin,
  fee: o.fee,
});
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const text = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));
/** toEqual with a fast path: vitest's deep equality only runs to describe a difference. */
const equal = (actual: unknown, expected: unknown, what: string) => {
  if (text(actual) !== text(expected)) expect(actual, what).toEqual(expected);
};
/** Money and each open order's state, in the order the orders were placed (memory and model keep that order). */
const fingerprint = (balance: bigint, margin: bigint, orders: Iterable<Shape>) => {
  let out = `${balance}|${margin}`;
  for (const o of orders) out += `|${o.id}:${o.status}:${o.lots}:${o.margin}:${o.openPrice}:${o.takeProfit}:${o.stopLoss}`;
  return out;
};

/** A decimal string of the statement ("-12.345678") in units of 10^-8, exactly; more than 8 decimals fails. */
export function statementUnits(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,8}))?$/.exec(value);
  if (!match) throw new Error(`statement value '${value}' is not a decimal of at most 8 places`);
  const units = BigInt(match[2]!) * 100_000_000n + BigInt((match[3] ?? '').padEnd(8, '0'));
  return match[1] ? -units : units;
}
/** Units rounded half-even to 2 decimals, as the balance is shown ("-36101.03"). */
export function twoDecimals(units: bigint): string {
  const cents = halfEvenDiv(units, 1_000_000n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

type Api = (token: string, path: string, params?: Record<string, string | number>) => Promise<{ code: number; msg: string; data: any }>;

export function createChecks(server: TestServer, model: () => AccountModel) {
  const precisionOf = (instrumentId: number) => server.market.terms(instrumentId)!.precision;
  /** A price column (units of 10^-8) in points of the instrument's precision. */
  const points = (units: bigint | number, precision: number) => Number(BigInt(units) / 10n ** BigInt(8 - precision));

  const memoryAgrees = async (userId: number) => {
    const a = model().account(userId);
    const money = await server.wallet.money(userId);
    equal(
      { balance: money.balance, margin: money.margin, lock: money.lock },
      { balance: a.balance, margin: a.margin, lock: 0n },
      `money of ${userId} in memory vs model (balance ${textOf(a.balance)} expected)`,
    );
    equal(server.trading.ordersOf(userId).map(shape).sort(byId), [...a.orders.values()].map(shape).sort(byId), `open orders of ${userId} in memory vs model`);
  };

  /** The database against the model (which memoryAgrees has just found equal to memory). */
  const databaseAgrees = async (userId: number) => {
    const a = model().account(userId);
    const row = await server.db
      .selectFrom('users')
      .select((eb) => [
        'balance',
        'lock_balance',
        'used_margin',
        eb
          .selectFrom('ledger')
          .select((e) => e.fn.sum<bigint | string | null>('value').as('s'))
          .where('ledger.user_id', '=', BigInt(userId))
          .as('ledger_sum'),
      ])
      .where('id', '=', BigInt(userId))
      .executeTakeFirstOrThrow();
    const money = { balance: BigInt(row.balance), lock: BigInt(row.lock_balance), margin: BigInt(row.used_margin) };
    equal(money, { balance: a.balance, lock: 0n, margin: a.margin }, `money of ${userId}: database vs model`);
    const ledgerSum = BigInt(row.ledger_sum ?? 0);
    if (money.balance !== ledgerSum) expect(money.balance, `balance of ${userId} = its ledger`).toBe(ledgerSum);
    const rows = await server.db.selectFrom('orders').selectAll().where('user_id', '=', BigInt(userId)).where('status', 'in', [0n, 1n]).execute();
    const stored: Shape[] = rows.map((r) => {
      const p = precisionOf(Number(r.instrument_id));
      return {
        id: Number(r.id),
        status: Number(r.status),
        side: Number(r.side),
        lots: BigInt(r.lots),
        leverage: Number(r.leverage),
        pendingKind: Number(r.pending_kind),
        targetPrice: points(r.target_price, p),
        openPrice: points(r.open_price, p),
        takeProfit: points(r.take_profit, p),
        stopLoss: points(r.stop_loss, p),
        margin: BigInt(r.margin),
        fee: BigInt(r.fee),
      };
    });
    equal(stored.sort(byId), [...a.orders.values()].map(shape).sort(byId), `open orders of ${userId}: database vs model`);
    // No margin left behind: the used margin is exactly the holdings' margin.
    const held = stored.filter((o) => o.status === 1).reduce((sum, o) => sum + o.margin, 0n);
    if (money.margin !== held) expect(money.margin, `used margin of ${userId}`).toBe(held);
    // Negative balance protection: a balance below 0 only beside open positions.
    if (money.balance < 0n && !stored.some((o) => o.status === 1)) expect.fail(`balance of ${userId} is ${textOf(money.balance)} with no position open`);
  };

  /** Everything about one account now: model = memory = database, ledger, margin. */
  const check = async (userId: number) => {
    await memoryAgrees(userId);
    await databaseAgrees(userId);
  };

  return {
    check,
    /**
     * For an account a step should not have changed: compares fingerprints of memory and model
     * (cheap) and checks in full when they differ, so an unexpected change is still caught.
     */
    async untouchedAgrees(userId: number) {
      const a = model().account(userId);
      const money = await server.wallet.money(userId);
      if (fingerprint(money.balance, money.margin, server.trading.ordersOf(userId)) !== fingerprint(a.balance, a.margin, a.orders.values() as Iterable<ModelOrder>)) await check(userId);
    },

    /** The ledger by type (fees, profits, write-offs and their number) and every history row. */
    async booksAgree(userId: number) {
      const a = model().account(userId);
      const byType = await server.db
        .selectFrom('ledger')
        .select((eb) => ['type', eb.fn.countAll<bigint | string>().as('n'), eb.fn.sum<bigint | string>('value').as('s')])
        .where('user_id', '=', BigInt(userId))
        .groupBy('type')
        .execute();
      const of = (type: number) => byType.find((r) => Number(r.type) === type);
      equal(
        { fee: BigInt(of(LEDGER.FEE)?.s ?? 0), profit: BigInt(of(LEDGER.PROFIT)?.s ?? 0), writeOff: BigInt(of(LEDGER.WRITE_OFF)?.s ?? 0), writeOffs: Number(of(LEDGER.WRITE_OFF)?.n ?? 0) },
        a.booked,
        `ledger of ${userId} by type (fees, profits, write-offs) vs model`,
      );
      const rows = await server.db.selectFrom('orders').selectAll().where('user_id', '=', BigInt(userId)).where('status', '=', 3n).execute();
      const key = (h: HistoryRow) => text([h.of, h.partial, h.reason, h.lots, h.openPrice, h.closePrice, h.profit, h.margin, h.fee]);
      const stored = rows.map((r): HistoryRow => {
        const p = precisionOf(Number(r.instrument_id));
        const reason = r.close_reason as HistoryRow['reason'];
        const pending = reason === 'cancelled' || reason === 'margin_short' || (reason === 'demo_reset' && Number(r.open_price) === 0);
        return {
          of: r.parent_id === null ? Number(r.id) : Number(r.parent_id),
          partial: r.parent_id !== null,
          // A pending order a demo reset removed: the rules do not name its reason, either is taken.
          reason: pending && reason !== 'cancelled' && reason !== 'margin_short' ? 'reset_cancel' : reason,
          lots: BigInt(r.lots),
          openPrice: pending ? 0 : points(r.open_price, p),
          closePrice: pending ? 0 : points(r.close_price, p),
          profit: pending ? 0n : BigInt(r.profit),
          margin: pending ? 0n : BigInt(r.margin),
          fee: pending ? 0n : BigInt(r.fee),
        };
      });
      // A pending order a reset removed may read 'cancelled' in the database.
      const normal = (list: HistoryRow[]) => list.map((h) => key(h.reason === 'reset_cancel' ? { ...h, reason: 'cancelled' } : h)).sort();
      equal(normal(stored), normal(a.history), `history rows of ${userId} vs model`);
    },

    /**
     * The statement as a person reads it (forexChange, every page): its lines add up exactly to
     * the balance, and that sum rounded half-even to 2 decimals is the balance getBalance and
     * forexDetail show.
     */
    async statementAgrees(userId: number, token: string, api: Api) {
      const a = model().account(userId);
      let sum = 0n;
      let read = 0;
      for (let page = 1; ; page++) {
        const body = await api(token, '/v1/api/main/accountLog/forexChange', { page });
        expect(body.code, `statement page ${page} of ${userId}`).toBe(1);
        const lines = body.data.data as Array<{ Value: string }>;
        for (const line of lines) sum += statementUnits(line.Value);
        read += lines.length;
        if (read >= body.data.total || lines.length === 0) {
          expect(read, `statement lines of ${userId}`).toBe(body.data.total);
          break;
        }
      }
      if (sum !== a.balance) expect(textOf(sum), `statement of ${userId} adds up to the balance`).toBe(textOf(a.balance));
      const shown = twoDecimals(sum);
      const balance = await api(token, '/v1/api/main/wallet/getBalance');
      const detail = await api(token, '/v1/api/main/account/forexDetail');
      equal({ getBalance: balance.data.balance, forexDetail: detail.data.balance }, { getBalance: shown, forexDetail: shown }, `balance shown to ${userId} vs its statement's sum`);
    },
  };
}

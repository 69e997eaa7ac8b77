import { expect } from 'vitest';
import { fromRow, type LiveOrder } from '../../../../src/server/engine/trading/live-order.ts';
import type { TestServer } from '../../helpers.ts';
import type { AccountModel, ModelOrder } from './model.ts';

// The property test's checks of one account: the model, the engine's and wallet's memory and
// the database must agree; the balance equals the ledger and is not negative; the used margin
// is the open positions' margin (0 with none).

/** The fields all three keep, for comparing an order in memory, in the database and in the model. */
const shape = (o: Readonly<LiveOrder> | ModelOrder) => ({
  id: o.id, status: o.status, side: o.side, lots: o.lots, leverage: o.leverage, pendingKind: o.pendingKind,
  targetPrice: o.targetPrice, openPrice: o.openPrice, takeProfit: o.takeProfit, stopLoss: o.stopLoss, margin: o.margin, fee: o.fee,
});
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const text = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));
/** toEqual with a fast path: vitest's deep equality is the slowest part of a step, so it only runs to describe a difference. */
const equal = (actual: unknown, expected: unknown, what: string) => {
  if (text(actual) !== text(expected)) expect(actual, what).toEqual(expected);
};
/**
 * A compact fingerprint of an account: money and each open order's state, in the order the
 * orders were placed (both memory and the model keep that order; if they did not, the
 * fingerprints would differ and the full check would run, which sorts).
 */
const fingerprint = (balance: bigint, margin: bigint, orders: Iterable<Readonly<LiveOrder> | ModelOrder>) => {
  let out = `${balance}|${margin}`;
  for (const o of orders) out += `|${o.id}:${o.status}:${o.lots}:${o.margin}:${o.openPrice}:${o.takeProfit}:${o.stopLoss}`;
  return out;
};

export function createChecks(server: TestServer, model: AccountModel) {
  const memoryAgrees = async (userId: number) => {
    const a = model.account(userId);
    const money = await server.wallet.money(userId);
    equal({ balance: money.balance, margin: money.margin, lock: money.lock }, { balance: a.balance, margin: a.margin, lock: 0n }, `money of ${userId} in memory vs model`);
    equal(server.trading.ordersOf(userId).map(shape).sort(byId), [...a.orders.values()].map(shape).sort(byId), `open orders of ${userId} in memory vs model`);
  };

  /** Money and ledger sum in one query (each step); `wallet.reconcile` in the full checks. */
  const storedMoney = async (userId: number) => {
    const row = await server.db
      .selectFrom('users')
      .select((eb) => ['balance', 'lock_balance', 'used_margin', eb.selectFrom('ledger').select((e) => e.fn.sum<bigint | string | null>('value').as('s')).where('ledger.user_id', '=', BigInt(userId)).as('ledger_sum')])
      .where('id', '=', BigInt(userId))
      .executeTakeFirstOrThrow();
    return { money: { balance: row.balance, lock: row.lock_balance, margin: row.used_margin }, ledgerSum: BigInt(row.ledger_sum ?? 0) };
  };

  /** The database against memory (which memoryAgrees has just found equal to the model). */
  const databaseAgrees = async (userId: number, full: boolean) => {
    const { money, ledgerSum } = full ? await server.wallet.reconcile(userId) : await storedMoney(userId);
    const a = model.account(userId);
    equal(money, { balance: a.balance, lock: 0n, margin: a.margin }, `money of ${userId}: database vs memory`);
    if (money.balance !== ledgerSum) expect(money.balance, `balance of ${userId} = its ledger`).toBe(ledgerSum);
    if (money.balance < 0n) expect.fail(`balance of ${userId} is negative: ${money.balance}`);
    const rows = await server.db.selectFrom('orders').selectAll().where('user_id', '=', BigInt(userId)).where('status', 'in', [0n, 1n]).execute();
    const stored = rows.map((r) => fromRow(r, server.market.terms(Number(r.instrument_id))!.precision));
    equal(stored.map(shape).sort(byId), server.trading.ordersOf(userId).map(shape).sort(byId), `open orders of ${userId}: database vs memory`);
    // No margin left behind: the used margin is exactly the open positions' margin.
    const held = stored.filter((o) => o.status === 1).reduce((sum, o) => sum + o.margin, 0n);
    if (money.margin !== held) expect(money.margin, `used margin of ${userId}`).toBe(held);
  };

  /** Everything about one account: model = memory = database, ledger, margin. */
  const check = async (userId: number) => {
    await memoryAgrees(userId);
    await databaseAgrees(userId, false);
  };

  return {
    check,
    /** The same, with the wallet's own reconciliation of balance against ledger (every 1,000 steps). */
    async reconcile(userId: number) {
      await memoryAgrees(userId);
      await databaseAgrees(userId, true);
    },
    /**
     * For an account a tick could have changed but the model says it did not: compares the
     * fingerprints of memory and model (cheap), and checks in full if they differ, so a change
     * the model did not expect is still caught.
     */
    async untouchedAgrees(userId: number) {
      const a = model.account(userId);
      const money = await server.wallet.money(userId);
      if (fingerprint(money.balance, money.margin, server.trading.ordersOf(userId)) !== fingerprint(a.balance, a.margin, a.orders.values())) await check(userId);
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../src/server/engine/wallet/group-commit.ts';
import { ServerBusy } from '../../src/server/errors.ts';
import { LedgerType } from '../../src/server/engine/wallet/index.ts';
import { call, startServer, type TestServer } from './helpers.ts';

// The wallet is the only code that changes money: one account's commands run one at a time,
// each one transaction with all its legs. These run on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run does both).

const DEMO = 100_000_00000000n; // DEMO_BALANCE in units of 10^-8
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const auth = (token: string) => ({ authorization: token });

async function demoAccount() {
  const { body } = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU');
  return { userId: Number(body.data.user.id), token: body.data.token as string };
}

const ledgerOf = (userId: number) => server.db.selectFrom('ledger').selectAll().where('user_id', '=', BigInt(userId)).orderBy('id').execute();

async function expectReconciled(userId: number) {
  const { money, ledgerSum } = await server.wallet.reconcile(userId);
  expect(money.balance).toBe(ledgerSum);
  expect(await server.wallet.money(userId)).toEqual(money); // memory agrees with the database
  return money;
}

describe('the wallet', () => {
  it('keeps balance, ledger and memory equal through 50 concurrent resets and bookings on one account', async () => {
    const { userId, token } = await demoAccount();
    const bookings: bigint[] = [];
    const operations = Array.from({ length: 50 }, (_, i) => {
      if (i % 5 === 2) return call(server.baseUrl, 'GET', '/v1/api/main/user/resetForexDemoAccount', {}, auth(token)).then((r) => expect(r.body.code).toBe(1));
      const units = BigInt((i % 3) - 1) * 1_250_00000000n + BigInt(i) * 1000n; // losses, gains and small amounts
      bookings.push(units);
      return server.wallet.run(userId, (d) => d.book({ type: LedgerType.MANUAL, units, key: `bulk:${userId}:${i}`, ref: { type: 'operator', id: i }, memo: `op ${i}` }));
    });
    await Promise.all(operations);

    const entries = await ledgerOf(userId);
    // Replaying the ledger in the order it was written gives every recorded balance, and every
    // reset landed exactly on the starting amount: no reset read a stale balance.
    let replay = 0n;
    for (const e of entries) {
      replay += e.value;
      expect(e.balance_after).toBe(replay);
      if (Number(e.type) === LedgerType.DEMO_RESET) expect(e.balance_after).toBe(DEMO);
    }
    const lastReset = entries.findLastIndex((e) => Number(e.type) === LedgerType.DEMO_RESET);
    const afterLastReset = entries.slice(lastReset + 1).reduce((sum, e) => sum + e.value, 0n);
    expect(lastReset).toBeGreaterThan(0);
    expect((await expectReconciled(userId)).balance).toBe(DEMO + afterLastReset);
    // Every booking is there exactly once.
    expect(entries.filter((e) => e.idem_key?.startsWith(`bulk:${userId}:`))).toHaveLength(bookings.length);
  });

  it('books a repeated idempotency key once, whether it comes again at once or later', async () => {
    const { userId } = await demoAccount();
    const fee = (units: bigint) => server.wallet.run(userId, (d) => d.book({ type: LedgerType.FEE, units, key: `order:42:fee:${userId}`, ref: { type: 'order', id: 42 } }));
    const [first, second] = await Promise.all([fee(-5_00000000n), fee(-5_00000000n)]);
    const third = await fee(-5_00000000n);
    expect([first.duplicate, second.duplicate, third.duplicate]).toEqual([false, true, true]);
    expect(third.money.balance).toBe(DEMO - 5_00000000n);
    const entries = await ledgerOf(userId);
    expect(entries.map((e) => [Number(e.type), e.value, e.ref_type, e.ref_id])).toEqual([
      [LedgerType.DEMO_FUNDING, DEMO, 'account', String(userId)],
      [LedgerType.FEE, -5_00000000n, 'order', '42'],
    ]);
    await expectReconciled(userId);
  });

  it('writes every leg, the frozen amount, the margin and the extra writes of a command together', async () => {
    const { userId } = await demoAccount();
    const outcome = await server.wallet.run(userId, (d) => {
      d.book({ type: LedgerType.FEE, units: -2_00000000n, key: `t1:${userId}:fee`, ref: { type: 'order', id: 7 } });
      d.book({ type: LedgerType.PROFIT, units: 10_00000000n, key: `t1:${userId}:profit`, ref: { type: 'order', id: 7 } });
      d.margin(300_00000000n);
      d.lock(50_00000000n);
      d.write((trx) =>
        trx
          .updateTable('users')
          .set({ credit_score: 7 })
          .where('id', '=', BigInt(userId))
          .execute()
          .then(() => undefined),
      );
      return d.money.balance;
    });
    expect(outcome.value).toBe(DEMO + 8_00000000n);
    expect(outcome.money).toEqual({ balance: DEMO + 8_00000000n, lock: 50_00000000n, margin: 300_00000000n });
    const entries = await ledgerOf(userId);
    expect(entries.slice(1).map((e) => e.balance_after)).toEqual([DEMO - 2_00000000n, DEMO + 8_00000000n]);
    const row = await server.db.selectFrom('users').select(['credit_score', 'lock_balance', 'used_margin']).where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
    expect(row).toEqual({ credit_score: 7n, lock_balance: 50_00000000n, used_margin: 300_00000000n });
  });

  it('writes commands of several accounts in one transaction, and one that fails changes nothing of the others', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, demoAccount));
    // A first command each, so the wallet knows their money and the five below start in one turn.
    for (const { userId } of accounts) await server.wallet.run(userId, () => undefined);
    const transactionOf = new Map<number, unknown>(); // the last one each command's writes ran in
    const commands = accounts.map(({ userId }, i) =>
      server.wallet.run(userId, (d) => {
        if (i === 1) d.book({ type: LedgerType.WITHDRAW, units: -(DEMO + 1n), key: `g:${userId}:over`, ref: { type: 'withdrawal', id: 1 } });
        else d.book({ type: LedgerType.FEE, units: -7_00000000n, key: `g:${userId}:fee`, ref: { type: 'order', id: 1 } });
        d.write(async (trx) => {
          transactionOf.set(i, trx);
          // A constraint its own write broke: the command's failure, not the database's.
          if (i === 3) throw Object.assign(new Error('CHECK constraint failed'), { code: onPostgres ? '23514' : 'SQLITE_CONSTRAINT_CHECK' });
        });
      }),
    );
    const outcomes = await Promise.allSettled(commands);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    // Group commit: the commands queued in one turn were committed in one transaction.
    expect(new Set([0, 2, 4].map((i) => transactionOf.get(i))).size).toBe(1);
    for (const [i, { userId }] of accounts.entries()) {
      const failed = i === 1 || i === 3;
      expect(await ledgerOf(userId)).toHaveLength(failed ? 1 : 2);
      expect((await expectReconciled(userId)).balance).toBe(failed ? DEMO : DEMO - 7_00000000n);
    }
  });

  it('fails the whole group at once on a database error, and writes none of it', async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, demoAccount));
    for (const { userId } of accounts) await server.wallet.run(userId, () => undefined);
    let runs = 0;
    const commands = accounts.map(({ userId }, i) =>
      server.wallet.run(userId, (d) => {
        d.book({ type: LedgerType.FEE, units: -1_00000000n, key: `db:${userId}:fee`, ref: { type: 'order', id: 1 } });
        d.write(async () => {
          runs++;
          // The database's own failure (disk I/O, a lock held past the busy timeout): not the command's.
          if (i === 1) throw Object.assign(new Error('disk I/O error'), { code: onPostgres ? '58030' : 'SQLITE_IOERR' });
        });
      }),
    );
    const outcomes = await Promise.allSettled(commands);
    expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : 'ok'))).toEqual(['disk I/O error', 'disk I/O error', 'disk I/O error']);
    expect(runs).toBe(2); // the group was not written again command by command
    for (const { userId } of accounts) {
      expect(await ledgerOf(userId)).toHaveLength(1); // the demo funding only
      expect((await expectReconciled(userId)).balance).toBe(DEMO);
    }
  });

  it('refuses a new command as busy while too many wait for a group, but never an essential one', async () => {
    const group = createGroupCommit(server.db, 3);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const command = (value: number, wait?: Promise<void>) => ({ keys: [], apply: async () => (await wait, { value, ledger: [] }) });
    // The first group is being written (its command waits); three more wait for the next.
    const writing = group.write(command(0, gate));
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = [1, 2, 3].map((n) => group.write(command(n)));
    await expect(group.write(command(4))).rejects.toBeInstanceOf(ServerBusy);
    const essential = group.write(command(5), true);
    release();
    expect(await Promise.all([writing, ...waiting, essential])).toEqual([0, 1, 2, 3, 5]);
    // With the queue drained, new commands are taken again.
    expect(await group.write(command(6))).toBe(6);
  });

  it('hands each transaction of a group its accounts first, again before the savepoints when a command fails alone', async () => {
    const prepared: { accounts: number[]; before: number }[] = [];
    let applied = 0;
    const group = createGroupCommit(server.db, 100, async (_trx, accounts) => {
      prepared.push({ accounts, before: applied });
    });
    const command = (account: number, fails = false) => ({
      keys: [],
      account,
      async apply() {
        applied += 1;
        if (fails) throw new ServerBusy();
        return { value: account, ledger: [] };
      },
    });
    // Three commands of two accounts arrive in one turn: one transaction, the accounts once each.
    expect(await Promise.all([group.write(command(7)), group.write(command(8)), group.write(command(7))])).toEqual([7, 8, 7]);
    expect(prepared).toEqual([{ accounts: [7, 8], before: 0 }]);
    // One of them fails on its own: the group is written again, command by command in savepoints,
    // and that second transaction is prepared first too, before any command runs in it.
    prepared.length = 0;
    applied = 0;
    const outcomes = await Promise.allSettled([group.write(command(1)), group.write(command(2, true)), group.write(command(3))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(prepared).toEqual([
      { accounts: [1, 2, 3], before: 0 },
      { accounts: [1, 2, 3], before: 2 },
    ]);
  });

  it('writes a group again that the database gave up to break a deadlock, and answers busy, not a fault, when it gives up twice', async () => {
    const group = createGroupCommit(server.db);
    const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let tries = 0;
    const failingOnce = {
      keys: [],
      async apply() {
        tries += 1;
        if (tries === 1) throw deadlock();
        return { value: 'written', ledger: [] };
      },
    };
    expect(await group.write(failingOnce)).toBe('written');
    expect(tries).toBe(2);
    const always = {
      keys: [],
      async apply(): Promise<{ value: string; ledger: [] }> {
        throw deadlock();
      },
    };
    await expect(group.write(always)).rejects.toBeInstanceOf(ServerBusy);
  });

  it('changes nothing when a command is refused, or when one of its writes fails', async () => {
    const { userId } = await demoAccount();
    class Refused extends Error {}
    await expect(
      server.wallet.run(userId, (d) => {
        d.book({ type: LedgerType.FEE, units: -1n, key: `r:${userId}:1`, ref: { type: 'order', id: 1 } });
        throw new Refused();
      }),
    ).rejects.toBeInstanceOf(Refused);
    await expect(
      server.wallet.run(userId, (d) => {
        d.book({ type: LedgerType.FEE, units: -1_00000000n, key: `r:${userId}:2`, ref: { type: 'order', id: 2 } });
        d.write(async () => {
          throw new Error('disk full');
        });
      }),
    ).rejects.toThrow('disk full');
    await expect(server.wallet.run(userId, (d) => d.book({ type: LedgerType.WITHDRAW, units: -(DEMO + 1n), key: `r:${userId}:3`, ref: { type: 'withdrawal', id: 3 } }))).rejects.toThrow(/negative/);
    expect(await ledgerOf(userId)).toHaveLength(1);
    expect((await expectReconciled(userId)).balance).toBe(DEMO);
    // The account still works afterwards.
    const ok = await server.wallet.run(userId, (d) => d.book({ type: LedgerType.FEE, units: -3n, key: `r:${userId}:4`, ref: { type: 'order', id: 4 } }));
    expect(ok.money.balance).toBe(DEMO - 3n);
  });

  it('tells its watchers every change of the money it keeps, so they always hold what peek answers', async () => {
    // The risk screen keeps each holder's money this way instead of asking each tick: a change it
    // missed would leave a stop-out unchecked.
    const { userId } = await demoAccount();
    const heard = new Map<number, unknown>();
    server.wallet.watch((id, money) => void heard.set(id, money && { ...money }));
    const agrees = () => expect(heard.get(userId)).toEqual(server.wallet.peek(userId));
    await server.wallet.money(userId); // read: now known
    expect(heard.get(userId)).toEqual({ balance: DEMO, lock: 0n, margin: 0n });
    agrees();
    await server.wallet.run(userId, (d) => {
      d.book({ type: LedgerType.FEE, units: -2_00000000n, key: `w:${userId}:1`, ref: { type: 'order', id: 1 } });
      d.margin(30_00000000n);
    });
    expect(heard.get(userId)).toEqual({ balance: DEMO - 2_00000000n, lock: 0n, margin: 30_00000000n });
    agrees();
    // A failed commit: the wallet forgets the money (to read it again), and so do its watchers.
    await expect(
      server.wallet.run(userId, (d) => {
        d.book({ type: LedgerType.FEE, units: -1n, key: `w:${userId}:2`, ref: { type: 'order', id: 2 } });
        d.write(async () => {
          throw new Error('disk full');
        });
      }),
    ).rejects.toThrow('disk full');
    expect(heard.has(userId) && heard.get(userId) === undefined).toBe(true);
    agrees();
    await server.wallet.money(userId);
    expect(heard.get(userId)).toEqual({ balance: DEMO - 2_00000000n, lock: 0n, margin: 30_00000000n });
    agrees();
  });

  it('lets only a trading loss take a balance below 0, and only while margin is held', async () => {
    const { userId } = await demoAccount();
    const ref = { type: 'order' as const, id: 1 };
    // A loss beyond the balance while a position stays open (margin held): carried.
    await server.wallet.run(userId, (d) => d.margin(1_000_00000000n));
    const carried = await server.wallet.run(userId, (d) => d.book({ type: LedgerType.PROFIT, units: -(DEMO + 500_00000000n), key: `n:${userId}:loss`, ref }));
    expect(carried.money).toMatchObject({ balance: -500_00000000n, margin: 1_000_00000000n });
    // Anything else that takes money from a negative balance is refused, and changes nothing.
    await expect(server.wallet.run(userId, (d) => d.book({ type: LedgerType.FEE, units: -1n, key: `n:${userId}:fee`, ref }))).rejects.toThrow(/type 3 takes a balance below 0/);
    await expect(server.wallet.run(userId, (d) => d.book({ type: LedgerType.MANUAL, units: -1n, key: `n:${userId}:manual`, ref }))).rejects.toThrow(/below 0/);
    // Freeing the last margin with the balance still negative is refused unless the rest is written off.
    await expect(server.wallet.run(userId, (d) => d.margin(-1_000_00000000n))).rejects.toThrow(/no position open/);
    const closed = await server.wallet.run(userId, (d) => {
      d.book({ type: LedgerType.WRITE_OFF, units: 500_00000000n, key: `n:${userId}:write-off`, ref });
      d.margin(-1_000_00000000n);
    });
    expect(closed.money).toMatchObject({ balance: 0n, margin: 0n });
    expect((await expectReconciled(userId)).balance).toBe(0n);
    // With no margin held, a loss may not take the balance below 0 either.
    await expect(server.wallet.run(userId, (d) => d.book({ type: LedgerType.PROFIT, units: -1n, key: `n:${userId}:loss2`, ref }))).rejects.toThrow(/no position open/);
  });
});

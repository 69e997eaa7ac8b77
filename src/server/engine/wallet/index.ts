import type { Clock } from '../../clock.ts';
import { inTransaction } from '../../db/transaction.ts';
import { walletRepository as repo, type Executor, type LedgerRow, type MoneyRow } from '../../db/wallet-repository.ts';
import type { LedgerTypeValue, RefType } from './ledger-types.ts';
import { invariantBreach, WalletInvariantBroken } from './invariant.ts';
import { createGroupCommit } from './group-commit.ts';
import { createSerialQueues } from './serial.ts';

export { LedgerType, type LedgerTypeValue, type RefType } from './ledger-types.ts';
export { invariantBreach, WalletInvariantBroken } from './invariant.ts';

/** An account's money, in units of 10^-8: cash, frozen by pending withdrawals, held as margin. */
export interface Money {
  balance: bigint;
  lock: bigint;
  margin: bigint;
}

/** One balance change: it becomes one ledger entry. */
export interface Leg {
  type: LedgerTypeValue;
  units: bigint;
  /** Unique in the whole ledger: the same key never books twice. */
  key: string;
  ref: { type: RefType; id: string | number };
  memo?: string;
}

/** What a command plans against the account's current money; nothing is written until it returns. */
export interface Draft {
  /** The money before the command, with what the draft changed so far. */
  readonly money: Readonly<Money>;
  book(leg: Leg): void;
  /** Freezes (positive) or releases (negative) an amount held for a withdrawal. */
  lock(units: bigint): void;
  /** Holds (positive) or frees (negative) margin of positions. */
  margin(units: bigint): void;
  /**
   * Another write of the same transaction (an order row, a withdrawal record...). Database
   * writes only: when another command of its group fails, it runs again (group-commit.ts).
   */
  write(step: (trx: Executor) => Promise<void>): void;
}

export interface Outcome<T> {
  value: T;
  /** The account's money after the command. */
  money: Money;
  /** True when the command's keys were booked before: nothing was written this time. */
  duplicate: boolean;
}

/** The ledger rows of legs booked in order, each with the balance after it, ending at `finalBalance`. */
function ledgerRows(userId: number, legs: Leg[], finalBalance: bigint, at: number): LedgerRow[] {
  let running = finalBalance - legs.reduce((sum, l) => sum + l.units, 0n);
  return legs.map((leg) => {
    running += leg.units;
    return {
      user_id: userId,
      type: leg.type,
      value: leg.units,
      balance_after: running,
      memo: leg.memo ?? '',
      ref_type: leg.ref.type,
      ref_id: String(leg.ref.id),
      idem_key: leg.key,
      created_at: at,
    };
  });
}

const toMoney = (row: MoneyRow): Money => ({ balance: row.balance, lock: row.lock_balance, margin: row.used_margin });

/**
 * The only code that changes money (DESIGN.md, engine). Each account's commands run one at a
 * time; each command writes all its ledger legs, the balance, the frozen amount and the used
 * margin together, and any other writes it carries, all or nothing: commands of different
 * accounts share transactions (group-commit.ts), each within its own savepoint. The money of
 * accounts in use is kept in memory, taken from what the database returned at the last commit.
 */
export function createWallet(db: Executor, clock: Clock) {
  const queues = createSerialQueues<number>();
  const cache = new Map<number, Money>();
  const group = createGroupCommit(db);

  /**
   * Reads of accounts the cache does not hold, asked in one event-loop turn, share one query: a
   * tick that sends 10,000 accounts to the stop-out check after a restart reads them in 20
   * queries, not 10,000 (each waiting for the one SQLite connection behind the group's writes).
   */
  let reads = new Map<number, { resolve: (row: MoneyRow | undefined) => void; reject: (error: unknown) => void }[]>();
  const READ_CHUNK = 500;
  async function readBatch() {
    const batch = reads;
    reads = new Map();
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const chunk = ids.slice(i, i + READ_CHUNK);
      try {
        const rows = await repo.moneyOf(db, chunk);
        for (const id of chunk) for (const waiter of batch.get(id)!) waiter.resolve(rows.get(id));
      } catch (error) {
        for (const id of chunk) for (const waiter of batch.get(id)!) waiter.reject(error);
      }
    }
  }
  const readMoney = (userId: number) =>
    new Promise<MoneyRow | undefined>((resolve, reject) => {
      if (reads.size === 0) setImmediate(() => void readBatch());
      const waiters = reads.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else reads.set(userId, [{ resolve, reject }]);
    });

  async function current(userId: number): Promise<Money> {
    const known = cache.get(userId);
    if (known) return { ...known };
    const row = await readMoney(userId);
    if (!row) throw new Error(`wallet: account ${userId} does not exist`);
    // Read in the account's lane, and only the wallet changes money: the row is the truth until its next commit.
    const money = toMoney(row);
    cache.set(userId, money);
    return { ...money };
  }

  async function commit(userId: number, legs: Leg[], delta: Money, writes: ((trx: Executor) => Promise<void>)[], at: number, essential: boolean) {
    return group.write(
      {
        keys: legs.map((l) => l.key),
        async apply(trx) {
          const after = toMoney(await repo.apply(trx, userId, delta));
          const breach = invariantBreach(after, legs);
          if (breach) throw new WalletInvariantBroken(`wallet: account ${userId}: ${breach}`);
          for (const write of writes) await write(trx);
          return { value: after, ledger: ledgerRows(userId, legs, after.balance, at) };
        },
      },
      essential,
    );
  }

  return {
    /**
     * Runs one command on an account: `plan` reads the money and drafts legs and writes (or
     * throws a domain error, and nothing changes); then everything is written in one transaction.
     * `essential`: a command the engine must not drop (a close, a fill, a stop-out) waits however
     * many others do; any other is refused with ServerBusy past group-commit.ts's MAX_WAITING.
     */
    run<T>(userId: number, plan: (draft: Draft) => T | Promise<T>, options: { essential?: boolean } = {}): Promise<Outcome<T>> {
      return queues.run(userId, async () => {
        const before = await current(userId);
        const money = { ...before };
        const delta: Money = { balance: 0n, lock: 0n, margin: 0n };
        const legs: Leg[] = [];
        const writes: ((trx: Executor) => Promise<void>)[] = [];
        const draft: Draft = {
          money,
          book(leg) {
            legs.push(leg);
            delta.balance += leg.units;
            money.balance += leg.units;
          },
          lock(units) {
            delta.lock += units;
            money.lock += units;
          },
          margin(units) {
            delta.margin += units;
            money.margin += units;
          },
          write: (step) => void writes.push(step),
        };
        const value = await plan(draft);
        try {
          const after = await commit(userId, legs, delta, writes, clock.now(), options.essential === true);
          if (!after) return { value, money: before, duplicate: true };
          cache.set(userId, after);
          return { value, money: { ...after }, duplicate: false };
        } catch (error) {
          cache.delete(userId); // read the truth again next time
          throw error;
        }
      });
    },

    /** Creates an account row and books its opening legs in one transaction (a funded demo account). */
    async open(insert: (trx: Executor) => Promise<number>, opening: (userId: number) => Leg[]): Promise<number> {
      return inTransaction(db, async (trx) => {
        const userId = await insert(trx);
        const legs = opening(userId);
        const total = legs.reduce((sum, l) => sum + l.units, 0n);
        const after = await repo.apply(trx, userId, { balance: total, lock: 0n, margin: 0n });
        await repo.insertLegs(trx, ledgerRows(userId, legs, after.balance, clock.now()));
        return userId;
      });
    },

    /**
     * The account's money as last committed or read, without waiting for its lane; undefined
     * when the wallet has not seen the account yet. For estimates only (the engine's risk screen).
     */
    peek: (userId: number): Readonly<Money> | undefined => cache.get(userId),

    /** The account's money as the wallet knows it. */
    money: (userId: number) => queues.run(userId, () => current(userId)),

    /** Balance and ledger sum straight from the database, to prove they agree. */
    async reconcile(userId: number): Promise<{ money: Money; ledgerSum: bigint }> {
      const row = await repo.money(db, userId);
      if (!row) throw new Error(`wallet: account ${userId} does not exist`);
      return { money: toMoney(row), ledgerSum: await repo.ledgerSum(db, userId) };
    },
  };
}
export type Wallet = ReturnType<typeof createWallet>;

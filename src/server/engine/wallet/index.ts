import type { Clock } from '../../clock.ts';
import { inTransaction } from '../../db/transaction.ts';
import { walletRepository as repo, type Executor, type LedgerRow, type MoneyRow } from '../../db/wallet-repository.ts';
import type { Draft, Leg, Money, Outcome } from './types.ts';
import { invariantBreach, WalletInvariantBroken } from './invariant.ts';
import { createGroupCommit, MAX_WAITING, type GroupPrepare } from './group-commit.ts';
import { createSerialQueues } from './serial.ts';
import { createMoneyReads } from './money-reads.ts';
import { startDraft } from './draft.ts';

export { LedgerType, type LedgerTypeValue, type RefType } from './ledger-types.ts';
export { invariantBreach, WalletInvariantBroken } from './invariant.ts';
export type { Draft, Leg, Money, Outcome } from './types.ts';

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

export interface WalletOptions {
  /**
   * A node of a cluster: runs first in every command's transaction and throws when this node no
   * longer owns the account's shard (cluster/shards.ts), so a node that lost it never commits.
   */
  fence?: (trx: Executor, userId: number) => Promise<void>;
  /**
   * Runs in each group transaction before its first command, with every account of the group:
   * a cluster node checks and locks all their shards' leases in one statement, and `fence` then
   * answers from that without a statement of its own (three round trips per order become two).
   */
  fenceGroup?: GroupPrepare;
}

/**
 * The only code that changes money (DESIGN.md, engine). Each account's commands run one at a
 * time; each command writes all its ledger legs, the balance, the frozen amount and the used
 * margin together, and any other writes it carries, all or nothing: commands of different
 * accounts share transactions (group-commit.ts), each within its own savepoint. The money of
 * accounts in use is kept in memory, taken from what the database returned at the last commit.
 */
export function createWallet(db: Executor, clock: Clock, options: WalletOptions = {}) {
  const queues = createSerialQueues<number>();
  const cache = new Map<number, Money>();
  const watchers: ((userId: number, money: Readonly<Money> | undefined) => void)[] = [];
  /** The cache's entry of the account changes (undefined: dropped), and the watchers hear of it. */
  const remember = (userId: number, money: Money | undefined) => {
    if (money) cache.set(userId, money);
    else cache.delete(userId);
    for (const watch of watchers) watch(userId, money);
  };
  const group = createGroupCommit(db, MAX_WAITING, options.fenceGroup);
  // Reads of accounts not in the cache, batched per event-loop turn (money-reads.ts).
  const readMoney = createMoneyReads(db);

  async function current(userId: number): Promise<Money> {
    const known = cache.get(userId);
    if (known) return { ...known };
    const row = await readMoney(userId);
    if (!row) throw new Error(`wallet: account ${userId} does not exist`);
    // Read in the account's lane, and only the wallet changes money: the row is the truth until its next commit.
    const money = toMoney(row);
    remember(userId, money);
    return { ...money };
  }

  async function commit(userId: number, legs: Leg[], delta: Money, writes: ((trx: Executor) => Promise<void>)[], at: number, essential: boolean) {
    return group.write(
      {
        keys: legs.map((l) => l.key),
        account: userId,
        async apply(trx) {
          await options.fence?.(trx, userId);
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
        const { draft, delta, legs, writes } = startDraft(before);
        const value = await plan(draft);
        try {
          const after = await commit(userId, legs, delta, writes, clock.now(), options.essential === true);
          if (!after) return { value, money: before, duplicate: true };
          remember(userId, after);
          return { value, money: { ...after }, duplicate: false };
        } catch (error) {
          remember(userId, undefined); // read the truth again next time
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

    /** Drops what memory holds of the accounts `match` picks (their shard moved to another node of a cluster): their next command reads the database. */
    forget(match: (userId: number) => boolean) {
      for (const userId of [...cache.keys()]) if (match(userId)) remember(userId, undefined);
    },

    /**
     * `watch` hears every change of what `peek` answers, as it happens: the engine's risk screen
     * keeps each holder's money beside its estimate this way instead of asking on every tick.
     */
    watch(watch: (userId: number, money: Readonly<Money> | undefined) => void): void {
      watchers.push(watch);
    },

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

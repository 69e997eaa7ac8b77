import { walletRepository as repo, type Executor, type MoneyRow } from '../../db/wallet-repository.ts';

/** Ids per query. */
const READ_CHUNK = 500;

interface Waiter {
  resolve: (row: MoneyRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads of accounts the cache does not hold, asked in one event-loop turn, share one query: a
 * tick that sends 10,000 accounts to the stop-out check after a restart reads them in 20
 * queries, not 10,000 (each waiting for the one SQLite connection behind the group's writes).
 * Returns the read of one account's money row (undefined: no such account).
 */
export function createMoneyReads(db: Executor) {
  let reads = new Map<number, Waiter[]>();

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

  return (userId: number) =>
    new Promise<MoneyRow | undefined>((resolve, reject) => {
      if (reads.size === 0) setImmediate(() => void readBatch());
      const waiters = reads.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else reads.set(userId, [{ resolve, reject }]);
    });
}

import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Executor } from '../../db/wallet-repository.ts';

/** The most commands one transaction carries; more wait for the next. */
export const MAX_GROUP = 512;

interface Queued<T> {
  apply: (trx: Executor) => Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the wallet's commands (each already alone on its account) that arrive while a
 * transaction is being written, or in the same event-loop turn, are written together in the
 * next transaction, so a burst of orders from many accounts costs one durable commit (one
 * fsync on SQLite) instead of one each. Each command keeps its own statements, ledger legs and
 * idempotency keys inside a savepoint: one that fails is rolled back alone and its caller gets
 * its error, while the others commit. If the commit itself fails, every command of the group
 * gets that error and nothing of the group was written.
 */
export function createGroupCommit(db: Db) {
  const waiting: Queued<unknown>[] = [];
  let busy = false;

  const schedule = () => {
    if (busy) return;
    busy = true;
    setImmediate(() => void flush());
  };

  async function flush() {
    const group = waiting.splice(0, MAX_GROUP);
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        if (group.length === 1) {
          // Alone: no savepoint needed, its failure rolls back the whole (one-command) transaction.
          outcomes.push({ ok: true, value: await group[0]!.apply(trx) });
          return;
        }
        for (const command of group) {
          await sql`savepoint wallet_command`.execute(trx);
          try {
            const value = await command.apply(trx);
            await sql`release savepoint wallet_command`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to savepoint wallet_command`.execute(trx);
            await sql`release savepoint wallet_command`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
      group.forEach((command, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) command.resolve(outcome.value);
        else command.reject(outcome.error);
      });
    } catch (error) {
      for (const command of group) command.reject(error);
    } finally {
      busy = false;
      if (waiting.length > 0) schedule();
    }
  }

  return {
    /** Runs `apply` inside the next group transaction; resolves once that transaction has committed. */
    write<T>(apply: (trx: Executor) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ apply, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}

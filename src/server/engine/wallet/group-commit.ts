import { inTransaction } from '../../db/transaction.ts';
import { walletRepository as repo, type Executor, type LedgerRow } from '../../db/wallet-repository.ts';
import { isConstraintViolation } from '../../db/unique-violation.ts';
import { DomainError, ServerBusy } from '../../errors.ts';
import { WalletInvariantBroken } from './invariant.ts';

/** The most commands one transaction carries; more wait for the next. */
export const MAX_GROUP = 512;
/**
 * The most commands that may wait for a group before a new one is refused with ServerBusy (a
 * database that stalls must not let requests pile up without end). Commands the engine must not
 * drop (closes, fills, stop-outs: `essential`) always wait their turn.
 */
export const MAX_WAITING = 8 * MAX_GROUP;
/** Rows or keys per statement (well under SQLite's 32,766 bound parameters). */
const CHUNK = 500;

/** One wallet command as the group writes it. */
export interface GroupCommand<T> {
  /** The idempotency keys of its ledger legs: if one is booked already, the command is a duplicate and does not run. */
  keys: string[];
  /** The account it changes, handed to the group's `prepare`. */
  account?: number;
  /** Its statements (money columns, order rows...); returns its value and the ledger rows it books. */
  apply(trx: Executor): Promise<{ value: T; ledger: LedgerRow[] }>;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Queued {
  command: GroupCommand<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A failure that belongs to one command, not to the database: a rule of the domain, the
 * wallet's invariant, or a constraint its writes broke. The others of its group are written
 * again without it. Any other error (the database locked or gone) fails the whole group.
 */
const ownFailure = (error: unknown) => error instanceof DomainError || error instanceof WalletInvariantBroken || isConstraintViolation(error);

/** A command of the group failed on its own (ownFailure), or a constraint of the group's ledger insert did: the attempt without savepoints is given up. */
class CommandFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('a command of the group failed');
  }
}

/**
 * PostgreSQL broke a deadlock or a serialization conflict by giving up this transaction: nothing
 * of it was written, and the same group may run again (its statements are database writes only).
 */
const gaveUp = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
};

const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Runs in each transaction of a group before its first command, outside any savepoint, with the
 * accounts its commands change (a cluster node fences all their shards in one statement:
 * wallet/index.ts).
 */
export type GroupPrepare = (trx: Executor, accounts: number[]) => Promise<void>;

const accountsOf = (group: Queued[]) => [...new Set(group.flatMap((q) => (q.command.account === undefined ? [] : [q.command.account])))];

/** The whole group in one transaction, keys looked up and ledger rows inserted for all at once. */
async function writeTogether(db: Executor, group: Queued[], prepare?: GroupPrepare): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  await inTransaction(db, async (trx) => {
    const booked = new Set<string>();
    for (const keys of chunks(group.flatMap((q) => q.command.keys))) for (const k of await repo.bookedKeys(trx, keys)) booked.add(k);
    // After the keys, where the first command's fence was: what it locks is held no longer than that was.
    await prepare?.(trx, accountsOf(group));
    const ledger: LedgerRow[] = [];
    for (const { command } of group) {
      if (command.keys.some((k) => booked.has(k))) {
        outcomes.push({ ok: true, value: null });
        continue;
      }
      try {
        const done = await command.apply(trx);
        ledger.push(...done.ledger);
        outcomes.push({ ok: true, value: done.value });
      } catch (error) {
        throw ownFailure(error) ? new CommandFailed(error) : error;
      }
    }
    try {
      for (const rows of chunks(ledger)) await repo.insertLegs(trx, rows);
    } catch (error) {
      throw ownFailure(error) ? new CommandFailed(error) : error;
    }
  });
  return outcomes;
}

/** Each command in its own savepoint, with its own key look-up and ledger insert: one that fails is rolled back alone. */
async function writeApart(db: Executor, group: Queued[], prepare?: GroupPrepare): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  await inTransaction(db, async (trx) => {
    // Before the first savepoint: what it locks stays locked whichever command is rolled back.
    await prepare?.(trx, accountsOf(group));
    for (const { command } of group) {
      await repo.savepoint(trx);
      try {
        let value: unknown = null;
        if (command.keys.length === 0 || (await repo.bookedKeys(trx, command.keys)).length === 0) {
          const done = await command.apply(trx);
          await repo.insertLegs(trx, done.ledger);
          value = done.value;
        }
        await repo.releaseSavepoint(trx);
        outcomes.push({ ok: true, value });
      } catch (error) {
        // The database's own failure ends the transaction: every command of the group gets it.
        if (!ownFailure(error)) throw error;
        await repo.rollbackToSavepoint(trx);
        await repo.releaseSavepoint(trx);
        outcomes.push({ ok: false, error });
      }
    }
  });
  return outcomes;
}

/**
 * Group commit: the wallet's commands (each already alone on its account) that arrive while a
 * transaction is being written, or in the same event-loop turn, are written together in the
 * next transaction, so a burst of orders from many accounts costs one durable commit (one
 * fsync on SQLite) instead of one each, and one look-up of idempotency keys and one ledger
 * insert per 500 commands instead of one each. That first attempt is all or nothing (the usual
 * case: nobody fails); if a command throws, it is rolled back and the group is written again
 * with each command in its own savepoint, so the failing one is rolled back alone and its
 * caller gets its error while the others commit. Only a failure of the command's own (a
 * domain rule, the wallet's invariant, a constraint) is retried that way; a database error (a
 * lock held too long, a lost connection) fails the whole group at once, as does a failed
 * commit: every command gets that error and nothing of the group was written (a group
 * PostgreSQL gave up to break a deadlock is written once more first). A command's
 * statements may therefore run twice: they must be database writes only. A duplicate resolves
 * to null. At most `maxWaiting` commands wait; past that a new one is refused (ServerBusy)
 * unless it is essential.
 */
export function createGroupCommit(db: Executor, maxWaiting = MAX_WAITING, prepare?: GroupPrepare) {
  const waiting: Queued[] = [];
  let busy = false;

  const schedule = () => {
    if (busy) return;
    busy = true;
    setImmediate(() => void flush());
  };

  async function attempt(group: Queued[]): Promise<Outcome[]> {
    try {
      return await writeTogether(db, group, prepare);
    } catch (error) {
      if (!(error instanceof CommandFailed)) throw error;
      // Alone, its failure is its own; in company, the others are written again without it.
      if (group.length === 1) throw error.cause;
      return writeApart(db, group, prepare);
    }
  }

  /** A group the database gave up (gaveUp) runs once more; given up again, its callers read "busy", never a fault. */
  async function attemptTwice(group: Queued[]): Promise<Outcome[]> {
    try {
      return await attempt(group);
    } catch (error) {
      if (!gaveUp(error)) throw error;
    }
    try {
      return await attempt(group);
    } catch (error) {
      throw gaveUp(error) ? new ServerBusy() : error;
    }
  }

  async function flush() {
    const group = waiting.splice(0, MAX_GROUP);
    try {
      const outcomes = await attemptTwice(group);
      group.forEach((q, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) q.resolve(outcome.value);
        else q.reject(outcome.error);
      });
    } catch (error) {
      for (const q of group) q.reject(error);
    } finally {
      busy = false;
      if (waiting.length > 0) schedule();
    }
  }

  return {
    /**
     * Writes the command in the next group transaction; resolves once that has committed (null:
     * a duplicate, nothing written). Refused with ServerBusy when MAX_WAITING commands already
     * wait, unless `essential`.
     */
    write<T>(command: GroupCommand<T>, essential = false): Promise<T | null> {
      if (!essential && waiting.length >= maxWaiting) return Promise.reject(new ServerBusy());
      return new Promise<T | null>((resolve, reject) => {
        waiting.push({ command, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}

import type { Executor } from './wallet-repository.ts';

/**
 * Runs `work` in one transaction: every repository call it makes on `trx` lands together or not
 * at all, and a throw rolls them back. The engine joins writes of several aggregates this way (a
 * change and its operator_audit line) without building SQL itself.
 */
export function inTransaction<T>(ex: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return ex.transaction().execute(work);
}

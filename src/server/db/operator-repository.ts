import type { Selectable } from 'kysely';
import type { OperatorAuditTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type AuditRow = Selectable<OperatorAuditTable>;

/** The SQL only operator commands run (engine/operations): the audit, and finding an account. */
export const operatorRepository = {
  /** One audit line, in the same transaction as the change it records. */
  async insertAudit(ex: Executor, row: { operator: string; action: string; target: string; reason: string; detail: string; at: number }): Promise<void> {
    await ex.insertInto('operator_audit').values(row).execute();
  },

  /** The newest audit lines first. */
  latestAudit(ex: Executor, limit: number): Promise<AuditRow[]> {
    return ex.selectFrom('operator_audit').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },

  /** The account whose uid or (lower-cased) email is `key`, or whose id it is when `id` is given. */
  accountByKey(ex: Executor, key: string, id: bigint | undefined): Promise<{ id: bigint; is_demo: bigint } | undefined> {
    return ex
      .selectFrom('users')
      .select(['id', 'is_demo'])
      .where((eb) => eb.or([eb('uid', '=', key), eb('email', '=', key.toLowerCase()), ...(id !== undefined ? [eb('id', '=', id)] : [])]))
      .executeTakeFirst();
  },
};

import type { Selectable } from 'kysely';
import type { TermsAcceptanceTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

/** The SQL of who accepted which version of the legal texts (engine/legal). */
export const termsRepository = {
  /** On a handle, or in the transaction that creates the account. */
  async insertAcceptance(ex: Executor, row: { user_id: number; version: string; accepted_at: number }): Promise<void> {
    await ex.insertInto('terms_acceptances').values(row).execute();
  },

  acceptancesOf(ex: Executor, userId: number): Promise<Selectable<TermsAcceptanceTable>[]> {
    return ex.selectFrom('terms_acceptances').selectAll().where('user_id', '=', BigInt(userId)).execute();
  },
};

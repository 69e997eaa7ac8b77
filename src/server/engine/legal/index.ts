import { LEGAL_VERSION } from '../../../contract/content.ts';
import type { Clock } from '../../clock.ts';
import { termsRepository as repo } from '../../db/terms-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { TermsNotAccepted } from '../../errors.ts';

/** The date the current version took effect, as the documents show it. */
export const LEGAL_UPDATED = '2026-11-23';

/**
 * The terms of service, privacy policy and risk disclosure (issue 10 item 2): one version for
 * the three, and the record of who accepted which version at registration. The texts are seed
 * data (db/seed/legal/); http/legal-wire.ts picks the reader's language.
 */
export function createLegal(db: Executor, clock: Clock) {
  return {
    /** Refuses a registration that did not accept the current version. */
    requireAccepted(version: string | undefined): string {
      if (version !== LEGAL_VERSION) throw new TermsNotAccepted();
      return version;
    },

    /** Records the acceptance, in the transaction that creates the account when one is given. */
    async recordAcceptance(userId: number, version: string, trx: Executor = db): Promise<void> {
      await repo.insertAcceptance(trx, { user_id: userId, version, accepted_at: clock.now() });
    },

    acceptancesOf: (userId: number) => repo.acceptancesOf(db, userId),
  };
}

export type Legal = ReturnType<typeof createLegal>;

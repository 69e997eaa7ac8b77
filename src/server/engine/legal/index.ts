import { LEGAL_VERSION, type LegalKind } from '../../../contract/content.ts';
import type { Lang } from '../../../contract/languages.ts';
import type { Clock } from '../../clock.ts';
import { termsRepository as repo } from '../../db/terms-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { TermsNotAccepted } from '../../errors.ts';
import { renderMarkdown } from '../news/markdown.ts';
import { legalTexts } from './texts/index.ts';

/** The date the current version took effect, as the documents show it. */
export const LEGAL_UPDATED = '2026-11-23';

/**
 * The terms of service, privacy policy and risk disclosure (issue 10 item 2): one version for
 * the three, shown in the reader's language (English when a text is missing), and the record
 * of who accepted which version at registration.
 */
export function createLegal(db: Executor, clock: Clock) {
  return {
    document(lang: Lang, kind: LegalKind) {
      const doc = legalTexts[lang]?.[kind] ?? legalTexts.en[kind];
      return { kind, version: LEGAL_VERSION, title: doc.title, updated: LEGAL_UPDATED, content: renderMarkdown(doc.body) };
    },

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

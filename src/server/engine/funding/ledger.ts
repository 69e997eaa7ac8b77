import { ledgerRepository as ledger, type StatementRow } from '../../db/ledger-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';

const PAGE_SIZE = 20;

/** The account statement (forexChange), read through the engine so `http/` never holds the database. */
export function createLedger(db: Executor) {
  return {
    /**
     * One page of the account's ledger, newest first, each amount in units as booked (the lines
     * sum to the balance). http/funding-wire.ts formats it and names each type in the reader's language.
     */
    page(userId: number, page: number): Promise<{ total: number; rows: StatementRow[] }> {
      return ledger.pageOf(db, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

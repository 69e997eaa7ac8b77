import { ledgerRepository as ledger } from '../../db/ledger-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { exactUnits } from '../../units.ts';
import { LedgerType } from '../wallet/ledger-types.ts';
import { formatTime } from '../../wire-time.ts';

const PAGE_SIZE = 20;

/** Fees and profits (and the write-off of a closing loss) are booked to 6 decimals, as SPEC.md section 9 shows them; other lines at least to the cent. */
const SIX_PLACES = new Set<number>([LedgerType.FEE, LedgerType.PROFIT, LedgerType.WRITE_OFF]);
const placesOf = (type: number) => (SIX_PLACES.has(type) ? 6 : 2);

/** The account statement (forexChange), read through the engine so `http/` never holds the database. */
export function createLedger(db: Executor) {
  return {
    /**
     * One page of the account's ledger, newest first, each amount as booked (never rounded: the
     * lines sum to the balance). MemoTran (the text of the entry's type in the reader's
     * language) is added by the caller: the engine knows no language.
     */
    async page(userId: number, page: number) {
      const { total, rows } = await ledger.pageOf(db, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
      return {
        total,
        data: rows.map((r) => ({ Id: Number(r.id), Value: exactUnits(r.value, placesOf(Number(r.type))), Type: Number(r.type), Memo: r.memo, CreatedAtTran: formatTime(Number(r.created_at)) })),
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

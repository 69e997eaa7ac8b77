import type { Db } from '../../db/connect.ts';
import { fromUnits } from '../../db/units.ts';
import { formatTime } from '../trading/wire.ts';

const PAGE_SIZE = 20;

/**
 * forexChange: one page of the account's ledger, newest first. MemoTran (the text of the
 * entry's type in the reader's language) is added by the caller: the engine knows no language.
 */
export async function ledgerPage(db: Db, userId: number, page: number) {
  const base = db.selectFrom('ledger').where('user_id', '=', BigInt(userId));
  const total = Number((await base.select((eb) => eb.fn.countAll<bigint | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base.select(['id', 'type', 'value', 'memo', 'created_at']).orderBy('id', 'desc').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute();
  return {
    total,
    data: rows.map((r) => ({ Id: Number(r.id), Value: fromUnits(r.value, 2), Type: Number(r.type), Memo: r.memo, CreatedAtTran: formatTime(Number(r.created_at)) })),
  };
}

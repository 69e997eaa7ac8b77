import type { User } from '../../contract/index.ts';
import type { UserRow } from '../db/user-repository.ts';

/** An account as userInfo and every login answer carry it: a phone account shows "+code number" as its email. */
export function userWire(row: UserRow): User {
  return {
    id: Number(row.id),
    uid: row.uid,
    email: row.email ?? (row.phone ? `+${row.area_code} ${row.phone}` : ''),
    is_demo: Number(row.is_demo),
    credit_score: Number(row.credit_score),
    invite_code: row.invite_code,
    area_code: row.area_code ?? undefined,
    phone: row.phone ?? undefined,
  };
}

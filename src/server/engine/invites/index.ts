import type { Db } from '../../db/connect.ts';

/**
 * Invites: each account has a code (accounts.ts); registering with it records the inviter
 * (users.invited_by, auth/registration.ts). The page shows the code, the link and the count.
 */
export function createInvites(db: Db) {
  return {
    async info(userId: number) {
      const me = await db.selectFrom('users').select('invite_code').where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
      const counted = await db.selectFrom('users').select((eb) => eb.fn.countAll<bigint | string>().as('n')).where('invited_by', '=', BigInt(userId)).executeTakeFirst();
      return { invite_code: me.invite_code, link: `/register?invite_code=${encodeURIComponent(me.invite_code)}`, count: Number(counted?.n ?? 0) };
    },
  };
}
export type Invites = ReturnType<typeof createInvites>;

import type { Executor } from './wallet-repository.ts';

/** The SQL of invites (engine/invites): each account's code, and the accounts it brought. */
export const inviteRepository = {
  async codeOf(ex: Executor, userId: number): Promise<string> {
    const me = await ex.selectFrom('users').select('invite_code').where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
    return me.invite_code;
  },

  async countInvitedBy(ex: Executor, userId: number): Promise<number> {
    const counted = await ex
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<bigint | string>().as('n'))
      .where('invited_by', '=', BigInt(userId))
      .executeTakeFirst();
    return Number(counted?.n ?? 0);
  },
};

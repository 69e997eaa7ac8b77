import { inviteRepository as repo } from '../../db/invite-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';

/**
 * Invites: each account has a code (accounts.ts); registering with it records the inviter
 * (users.invited_by, auth/registration.ts). The page shows the code, the link and the count.
 */
export function createInvites(db: Executor) {
  return {
    /** The account's invite code and how many registered with it. */
    async info(userId: number): Promise<{ code: string; count: number }> {
      const code = await repo.codeOf(db, userId);
      const count = await repo.countInvitedBy(db, userId);
      return { code, count };
    },
  };
}
export type Invites = ReturnType<typeof createInvites>;

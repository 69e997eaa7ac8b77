// Cache keys of the money pages this feature group serves (STYLE.md 3): deposits, the identity
// check and the invite (the ledger keeps its own, ledger/keys.ts). Everything sits under the
// account's user(id), so a money mutation's invalidation of accountKeys.user(id) reaches it and
// another account never sees it.
import { accountKeys } from '../account/keys.ts';

export const fundingKeys = {
  /** GET /api/quickCharge/info: deposit addresses and wire channels. */
  chargeInfo: (userId: number) => [...accountKeys.user(userId), 'charge-info'] as const,
  /** GET /api/quickCharge/quick_ist for one type (0 coin, 1 wire). */
  chargeList: (userId: number, type: number) => [...accountKeys.user(userId), 'charge-list', type] as const,
  /** GET /api/user_real/center. */
  identity: (userId: number) => [...accountKeys.user(userId), 'identity'] as const,
  /** GET /api/user/invite. */
  invite: (userId: number) => [...accountKeys.user(userId), 'invite'] as const,
};

// Cache keys of the ledger (STYLE.md 3), under the account's user(id): a money change's
// invalidation of accountKeys.user(id) reads it again.
import { accountKeys } from '../account/keys.ts';

export const ledgerKeys = {
  /** GET /v1/api/main/accountLog/forexChange, page by page. */
  page: (userId: number) => [...accountKeys.user(userId), 'ledger'] as const,
};

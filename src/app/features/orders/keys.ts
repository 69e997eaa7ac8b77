// Cache keys of the orders feature (STYLE.md 3), under the account's user(id) so a money
// mutation's invalidation of accountKeys.user(id) reaches the lists and the totals too.
import { accountKeys } from '../account/keys.ts';

export const orderKeys = {
  /** All three tabs of my_deal. */
  lists: (userId: number) => [...accountKeys.user(userId), 'orders'] as const,
  /** GET /v1/api/forex/my_deal for one status (1 holdings, 0 pending, 3 history). */
  list: (userId: number, status: number) => [...accountKeys.user(userId), 'orders', status] as const,
};

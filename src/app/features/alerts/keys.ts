// Cache keys of price alerts (STYLE.md 3), under the account's key: another account never sees them.
import { accountKeys } from '../account/keys.ts';

export const alertKeys = {
  list: (userId: number) => [...accountKeys.user(userId), 'price-alerts'] as const,
};

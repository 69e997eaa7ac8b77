// Cache keys of the account feature (STYLE.md 3). What belongs to a logged-in user sits under
// user(id), so one invalidation reaches all of it and another account never sees it.
export const ACCOUNT_ROOT = 'account';

export const accountKeys = {
  all: [ACCOUNT_ROOT] as const,
  user: (userId: number) => [ACCOUNT_ROOT, 'user', userId] as const,
  /** GET /v1/api/main/wallet/getBalance. */
  balance: (userId: number) => [ACCOUNT_ROOT, 'user', userId, 'balance'] as const,
  resetDemo: () => [ACCOUNT_ROOT, 'reset-demo'] as const,
};

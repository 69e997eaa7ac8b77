// Why a guest was sent to /login, carried as `reason` beside `from` so the login screen can say
// it. Only known reasons are accepted; anything else shows no banner.
export const LOGIN_REASONS = ['order'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

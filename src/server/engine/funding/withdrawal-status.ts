export const WithdrawalStatus = { PENDING: 0, PAID: 1, REJECTED: 2 } as const;

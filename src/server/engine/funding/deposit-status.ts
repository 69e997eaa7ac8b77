export const DepositStatus = { UNCHECKED: 0, FINISHED: 1, REJECTED: 2, INVALID: 3 } as const;
export const DepositType = { COIN: 0, WIRE: 1 } as const;

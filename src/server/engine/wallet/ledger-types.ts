/** Ledger entry types. 10 shows its memo as written; the others a translated text. */
export const LedgerType = {
  DEPOSIT: 1,
  WITHDRAW: 2,
  FEE: 3,
  PROFIT: 4,
  DEMO_FUNDING: 5,
  DEMO_RESET: 6,
  /** Negative balance protection: what is left below 0 when the account's last position closes, written off. */
  WRITE_OFF: 7,
  MANUAL: 10,
} as const;
export type LedgerTypeValue = (typeof LedgerType)[keyof typeof LedgerType];

/** What a ledger leg belongs to. */
export type RefType = 'order' | 'deposit' | 'withdrawal' | 'operator' | 'account';

// Cache keys of the payout feature (withdrawals and payout accounts, STYLE.md 3). Everything sits
// under accountKeys.user(id): a money mutation's invalidation of that key reaches it, and another
// account never sees it.
import { accountKeys } from '../account/keys.ts';

/** 1 a coin address, 2 a bank account (draw_symbol_list, get_draw_method and draw_list types). */
export type PayoutType = 1 | 2;

export const payoutKeys = {
  all: (userId: number) => [...accountKeys.user(userId), 'payout'] as const,
  /** draw_symbol_list: the payout currencies of one type. */
  currencies: (userId: number, type: PayoutType) => [...accountKeys.user(userId), 'payout', 'currencies', type] as const,
  /** get_draw_method: the bound payout accounts of one type. */
  methods: (userId: number, type: PayoutType) => [...accountKeys.user(userId), 'payout', 'methods', type] as const,
  /** draw_list: the withdrawal records of one type, page by page. */
  draws: (userId: number, type: PayoutType) => [...accountKeys.user(userId), 'payout', 'draws', type] as const,
};

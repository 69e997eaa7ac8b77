// Cache keys of the market's lists (STYLE.md 3): the same for everyone, in the request's language.
export const MARKET_ROOT = 'market';

export const marketKeys = {
  /** GET /v1/api/forex/trade_list: every instrument with its quote. */
  instruments: () => [MARKET_ROOT, 'instruments'] as const,
  /** GET /v1/api/forex/category_list. */
  categories: () => [MARKET_ROOT, 'categories'] as const,
};

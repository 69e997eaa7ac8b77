import { z } from 'zod/mini';
import { decimalString } from './decimal.ts';

export const News = z.object({
  id: z.int(),
  title: z.string(),
  desc: z.string(),
  logo: z.string(),
  created_at: z.string(),
  content: z.string(),
});

export const CopyTrader = z.object({
  user: z.object({ name: z.string(), avatar: z.string() }),
  multiple: z.number(),
  three_week_rate: decimalString,
  three_week_win: decimalString,
  three_week_profit: decimalString,
  total_rate: decimalString,
  total_trade_num: z.int(),
  code: z.string(),
});

export const Paged = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item), total: z.int() });

import { z } from 'zod/mini';
import { decimalString } from './decimal.ts';
import { LEGAL_KINDS } from './legal.ts';

export const News = z.lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    desc: z.string(),
    logo: z.string(),
    created_at: z.string(),
    content: z.string(),
    /**
     * The language code (one of the 18 wire codes) that title, desc and content are written in:
     * the request's `lang` when the article has a text in it, else English, else whichever it has.
     * Optional: another server of the same API may not say; the app then takes the reader's.
     */
    lang: z.optional(z.string()),
  }),
);
export type News = z.output<typeof News>;

export const CopyTrader = z.lazy(() =>
  z.object({
    user: z.object({ name: z.string(), avatar: z.string() }),
    multiple: z.number(),
    three_week_rate: decimalString,
    three_week_win: decimalString,
    three_week_profit: decimalString,
    total_rate: decimalString,
    total_trade_num: z.int(),
    code: z.string(),
  }),
);
export type CopyTrader = z.output<typeof CopyTrader>;

export const Paged = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item), total: z.int() });

export { LEGAL_KINDS, LEGAL_VERSION, type LegalKind } from './legal.ts';

export const LegalDocument = z.lazy(() => z.object({ kind: z.enum(LEGAL_KINDS), version: z.string(), title: z.string(), updated: z.string(), content: z.string() }));
export type LegalDocument = z.output<typeof LegalDocument>;

/** Feedback message length, in characters, checked by the app and again by the server. */
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 1000;
export const FEEDBACK_CONTACT_MAX = 100;

import { z } from 'zod/mini';
import { decimalString } from './decimal.ts';
import { User } from './user.ts';

/**
 * Dialing codes of the countries the announcement excludes (SPEC.md section 1): North Korea,
 * Israel, China, Vanuatu, Cuba. The server refuses registration from them; the app says so as
 * soon as one is chosen.
 */
export const EXCLUDED_DIALING_CODES: ReadonlySet<string> = new Set(['850', '972', '86', '678', '53']);

export const LoginType = { EMAIL: 'email', MOBILE: 'mobile' } as const;
export const loginType = z.enum(['email', 'mobile']);

export { User } from './user.ts';

export const LoginReply = z.object({ token: z.string(), user: User });
export const DemoReply = z.extend(LoginReply, { demo_id: z.string() });

export const Captcha = z.lazy(() =>
  z.object({
    id: z.string(),
    /** data:image/svg+xml;base64,… */
    b64s: z.string(),
    /** Only from a server in its test mode (CAPTCHA_TEST_MODE=1, refused in production): the answer, for tests. */
    answer: z.optional(z.string()),
  }),
);

/**
 * Countries of residence the announcement excludes (ISO 3166 alpha-2): North Korea, Israel,
 * China, Vanuatu, Cuba. The identity check refuses them; the app says so when one is chosen.
 */
export const EXCLUDED_COUNTRIES: ReadonlySet<string> = new Set(['KP', 'IL', 'CN', 'VU', 'CU']);

/** review_status of the identity check. 3 (rejected, with the reviewer's reason) is not in SPEC.md: users need it. */
export const ReviewStatus = { NONE: 0, PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;

export const RealName = z.lazy(() =>
  z.object({
    /** 0 not submitted, 1 under review, 2 approved, 3 rejected (reason says why; the form may be sent again). */
    review_status: z.int(),
    name: z.string(),
    card_id: z.string(),
    front_pic: z.string(),
    reverse_pic: z.string(),
    /** ISO 3166 alpha-2 country of residence; '' before a submission. */
    country: z.optional(z.string()),
    /** The reviewer's reason when rejected, '' otherwise. */
    reason: z.optional(z.string()),
  }),
);

export const Balance = z.object({ balance: decimalString });
/**
 * forexDetail (GLOSSARY.md, Account): cash and frozen amount, and from the trading engine the
 * used margin, equity (balance + floating profit), available (equity − margin − lock_balance),
 * the floating profit, and the risk rate (equity ÷ margin × 100, null with no margin used).
 */
export const AccountDetail = z.lazy(() =>
  z.object({
    balance: decimalString,
    lock_balance: decimalString,
    margin: z.optional(decimalString),
    equity: z.optional(decimalString),
    available: z.optional(decimalString),
    all_fact_profits: z.optional(decimalString),
    /** Margin level in percent (equity ÷ used margin × 100, GLOSSARY "risk rate"); null with no margin used. */
    risk_rate: z.optional(z.nullable(decimalString)),
    /** stop_out_level in percent: at or below it, positions close, largest loss first. */
    stop_out_level: z.optional(decimalString),
  }),
);
export const LedgerEntry = z.lazy(() =>
  z.object({
    Id: z.int(),
    Value: decimalString,
    /** 10 shows Memo as written; other types show MemoTran. */
    Type: z.int(),
    Memo: z.string(),
    MemoTran: z.string(),
    CreatedAtTran: z.string(),
  }),
);

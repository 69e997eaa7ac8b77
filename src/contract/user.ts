// The logged-in user as the server describes them, apart from account.ts's other schemas: the
// session's start (state/session.ts, calls/session.ts) needs this one alone on the start of /.
import { z } from 'zod/mini';

export const User = z.object({
  id: z.int(),
  uid: z.string(),
  email: z.string(),
  /** 1 for a demo account: virtual money, never mixed with real. */
  is_demo: z.int(),
  /** Shown as 100 when not above 0. */
  credit_score: z.number(),
  invite_code: z.string(),
  area_code: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type User = z.output<typeof User>;

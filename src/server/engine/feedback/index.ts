import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../../contract/content.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { FeedbackLength, TooManyRequests } from '../../errors.ts';

/** Messages one client address (an IPv6 /64 as one) may send per window: enough for a person, not for a flood. */
export const FEEDBACK_PER_WINDOW = 5;
export const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

export interface FeedbackInput {
  userId: number | null;
  /** The per-address key (auth/address-key.ts). */
  address: string;
  content: string;
  contact?: string;
}

/** Feedback messages (issue 10 item 6): stored for the operator, limited per address. */
export function createFeedback(db: Db, clock: Clock) {
  return {
    async submit(input: FeedbackInput): Promise<void> {
      const content = input.content.trim();
      // Counted as the person sees characters, not UTF-16 units.
      const length = [...content].length;
      if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) throw new FeedbackLength({ min: FEEDBACK_MIN, max: FEEDBACK_MAX });
      const now = clock.now();
      const since = now - FEEDBACK_WINDOW_MS;
      const recent = await db
        .selectFrom('feedback')
        .select('created_at')
        .where('address', '=', input.address)
        .where('created_at', '>', BigInt(since))
        .orderBy('created_at')
        .execute();
      if (recent.length >= FEEDBACK_PER_WINDOW) {
        const freeAt = Number(recent[recent.length - FEEDBACK_PER_WINDOW]!.created_at) + FEEDBACK_WINDOW_MS;
        throw new TooManyRequests({ minutes: Math.max(1, Math.ceil((freeAt - now) / 60_000)) });
      }
      await db
        .insertInto('feedback')
        .values({ user_id: input.userId, address: input.address, content, contact: (input.contact ?? '').trim(), created_at: now })
        .execute();
    },

    /** The newest messages, for the operator and tests. */
    latest: (limit = 50) => db.selectFrom('feedback').selectAll().orderBy('id', 'desc').limit(limit).execute(),
  };
}

export type Feedback = ReturnType<typeof createFeedback>;

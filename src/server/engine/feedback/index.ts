import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../../contract/content.ts';
import type { Clock } from '../../clock.ts';
import { feedbackRepository as repo } from '../../db/feedback-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
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
export function createFeedback(db: Executor, clock: Clock) {
  return {
    async submit(input: FeedbackInput): Promise<void> {
      const content = input.content.trim();
      // Counted as the person sees characters, not UTF-16 units.
      const length = [...content].length;
      if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) throw new FeedbackLength({ min: FEEDBACK_MIN, max: FEEDBACK_MAX });
      const now = clock.now();
      const since = now - FEEDBACK_WINDOW_MS;
      const recent = await repo.sentSince(db, input.address, since);
      if (recent.length >= FEEDBACK_PER_WINDOW) {
        const freeAt = recent[recent.length - FEEDBACK_PER_WINDOW]! + FEEDBACK_WINDOW_MS;
        throw new TooManyRequests({ minutes: Math.max(1, Math.ceil((freeAt - now) / 60_000)) });
      }
      await repo.insert(db, { user_id: input.userId, address: input.address, content, contact: (input.contact ?? '').trim(), created_at: now });
    },

    /** The newest messages, for the operator and tests. */
    latest: (limit = 50) => repo.latest(db, limit),
  };
}

export type Feedback = ReturnType<typeof createFeedback>;

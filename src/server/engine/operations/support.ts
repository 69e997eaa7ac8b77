import { SUPPORT_TEXT_MAX } from '../../../contract/index.ts';
import type { Clock } from '../../clock.ts';
import { SupportMessageInvalid } from '../../errors.ts';
import type { Support } from '../support/index.ts';
import { OperationRefused, recordAudit, type Actor } from './audit.ts';
import type { Args } from './index.ts';

/**
 * The operator's side of the support chat: `chat list` (threads with their unread counts),
 * `chat show <user>` (the thread; the user's messages become read) and `chat reply <user>
 * --text …` (stored, audited, and pushed live to the user's open chat). Replies are what the
 * user reads, so they need no separate reason: the audit keeps the text as the reason's detail.
 * Results are typed (rows, ms times); http/admin-wire.ts formats them.
 */
export function createSupportOperations(deps: { clock: Clock; support: Support; userIdOf: (args: Args, options?: { demo: boolean }) => Promise<number> }) {
  const { clock, support } = deps;
  // `chat show 12` arrives from the command line as args.id; --user works as well.
  const userIdOf = (a: Args) => deps.userIdOf({ ...a, user: a.user ?? a.id }, { demo: true });
  return {
    'chat.list': {
      help: 'chat list',
      writes: false,
      run: () => support.threads(),
    },
    'chat.show': {
      help: 'chat show <user id|uid|email>',
      writes: false,
      async run(a: Args) {
        const userId = await userIdOf(a);
        return support.readByOperator(userId);
      },
    },
    'chat.reply': {
      help: 'chat reply <user id|uid|email> --text <what the user reads>',
      writes: false,
      async run(a: Args, actor: Actor) {
        const userId = await userIdOf(a);
        const text = a.text?.trim() ?? '';
        if (text === '') throw new OperationRefused('--text is required');
        const row = await support
          .reply(userId, actor.operator, { text }, (trx, stored) =>
            recordAudit(trx, clock.now(), { operator: actor.operator, reason: actor.reason || 'support chat reply' }, 'chat.reply', `user:${userId}`, { message: Number(stored.id), text }),
          )
          .catch((error: unknown) => {
            if (error instanceof SupportMessageInvalid) throw new OperationRefused(`--text must be 1 to ${SUPPORT_TEXT_MAX} characters`);
            throw error;
          });
        return { userId, message: row };
      },
    },
  };
}

import type { Support } from '../engine/support/index.ts';
import type { HandlerMap } from './handlers.ts';
import { supportMessageWire } from './support-wire.ts';

/** The support chat for the logged-in user (issue 10 item 4); the rules live in engine/support. */
export function supportHandlers({ support }: { support: Support }): HandlerMap {
  return {
    supportHistory: async ({ user, input }) => {
      const { rows, more } = await support.history(user!.id, input.before);
      return { data: rows.map(supportMessageWire), more };
    },
    supportSend: async ({ user, input }) => supportMessageWire(await support.send(user!.id, { text: input.text, image: input.image })),
    supportRead: async ({ user }) => {
      await support.markRead(user!.id);
      return null;
    },
    supportUnread: async ({ user }) => ({ count: await support.unreadForUser(user!.id) }),
  };
}

import type { Push } from '../notify/push/index.ts';
import type { HandlerMap } from './handlers.ts';

/** Web push for the logged-in user's device (issue 20); the rules live in notify/push/devices.ts. */
export function pushHandlers({ push }: { push: Push }): HandlerMap {
  return {
    pushKey: () => ({ public_key: push.publicKey }),
    // The call's access is 'session': the token is there and valid; the subscription is tied to it (a logout removes it).
    pushSubscribe: ({ user, token, lang, input }) => push.devices.subscribe(user!.id, token ?? '', lang, input),
    pushKinds: ({ user, lang, input }) => push.devices.setKinds(user!.id, lang, input.endpoint, input.kinds),
    pushUnsubscribe: async ({ user, input }) => {
      await push.devices.unsubscribe(user!.id, input.endpoint);
      return null;
    },
    pushDevice: ({ user, input }) => push.devices.device(user!.id, input.endpoint),
  };
}

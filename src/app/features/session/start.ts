// The session check at start (SPEC.md sections 4 and 7): GET /api/user/info, marked initial
// and silent, refreshes the stored user. A dead token (999) ends the session quietly instead
// of sending the user to /login; a network failure keeps it, so the app still opens offline.
import { ResultCode } from '../../../contract/result.ts';
import { ApiError } from '../../lib/errors.ts';
import { sessionCalls } from '../../../contract/calls/session.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { sessionAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';

// Only this domain's calls: the start of / carries no other call's schemas.
const api = apiFor(sessionCalls);

/** `onEnded` runs when the stored session turned out dead (the caller re-checks route guards). */
export async function checkSessionOnStart(onEnded: () => void): Promise<void> {
  const session = store.get(sessionAtom);
  if (!session) return;
  // Only act on the session we asked about: the user may log in or out while this runs.
  const stillSame = () => store.get(sessionAtom)?.token === session.token;
  try {
    const user = await api('userInfo', {}, { initial: true, silent: true });
    if (stillSame()) store.set(sessionAtom, { token: session.token, user });
  } catch (error) {
    if (error instanceof ApiError && error.code === ResultCode.SESSION_INVALID && stillSame()) {
      store.set(sessionAtom, null);
      onEnded();
    }
  }
}

// The session: who is logged in (checked at every start, so on the start of / with no other
// account call's schemas) and ending it.
// Paths and methods exactly as SPEC.md section 7 has them; calls.ts joins every domain's table.
import { User } from '../user.ts';
import { done, form, get, none, type CallDef } from '../call-def.ts';

export const sessionCalls = {
  userInfo: { ...get('/api/user/info', none, User, 'session'), silent: true },
  /** Ends this session on the server; the token answers 999 from then on. */
  logout: form('/api/user/logout', none, done, 'session'),
} satisfies Record<string, CallDef>;

// Access guards for route `beforeLoad` (SPEC.md sections 2 and 6). A guest on a session or
// real-account route goes to /login with `from` holding where they wanted to go. A demo user
// may open a real-account route; the screen itself then asks for a real account
// (features/session/RealAccountOnly), as SPEC.md section 6 says.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { sessionAtom } from '../state/session.ts';
import { store } from '../state/store.ts';

export function requireSession({ location }: { location: ParsedLocation }): void {
  if (!store.get(sessionAtom)) throw redirect({ to: '/login', search: { from: location.href } });
}

/** Same redirect for guests as requireSession; demo users are told on the page. */
export const requireRealAccount = requireSession;

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

/**
 * Where to go after logging in: the `from` a guard remembered when it is a path of this app
 * (never another site: '//host' or '/\host' would leave the origin, and never back to an
 * account form), else the user centre.
 */
export function afterSignInHref(from: string | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/user';
  const path = from.split(/[?#]/)[0];
  if (path === '/login' || path === '/register' || path === '/forgot') return '/user';
  return from;
}

/**
 * /login and /register for someone already logged in to a real account: straight on to where
 * they were going. A demo user may still open them, to move to a real account.
 */
export function redirectRealUser({ search }: { search: { from?: string } }): void {
  const user = store.get(sessionAtom)?.user;
  if (user && user.is_demo !== 1) throw redirect({ href: afterSignInHref(search.from), replace: true });
}

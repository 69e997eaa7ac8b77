// Reopening from the home screen lands where the person left off (issue 11 item 5): every
// resolved route is remembered, and a launch of the installed app at its start_url goes back
// there. The instrument needs nothing extra: /trade shows the persisted current instrument.
// Only a standalone launch at "/" is redirected, so a link or a tab to "/" still opens home.
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../state/persisted.ts';
import { isStandalone } from './standalone.ts';

const KEY = 'lastRoute';
/** Pages that only make sense in the flow that led to them are never the place to return to. */
const NOT_RESTORED = /^\/(login|register|forgot|logout)/;
const route = z.string().check(z.regex(/^\/[^/]/), z.maxLength(300));

interface Location {
  pathname: string;
  searchStr: string;
}

export function rememberRoute(location: Location): void {
  if (NOT_RESTORED.test(location.pathname)) return; // keep the page before the login
  writeStored(KEY, location.pathname === '/' ? null : location.pathname + location.searchStr);
}

/** Where a launch should go instead of "/", or null to stay. */
export function routeToRestore(win: Window = window): string | null {
  if (!isStandalone(win) || win.location.pathname !== '/' || win.location.search !== '') return null;
  const saved = readStored<string | null>(KEY, z.nullable(route), null);
  return saved && !NOT_RESTORED.test(saved) ? saved : null;
}

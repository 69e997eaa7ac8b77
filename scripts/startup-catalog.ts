import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';

/**
 * Which of the app's texts the first screen of / can show: those whose .po origin is a module
 * the start of / reaches (main.tsx, the root route's frame and the home route, through their static and dynamic
 * imports, not the route tree, whose other screens load apart). The build splits every
 * catalog in two on these ids (app-catalogs-plugin.ts): the start-up part loads with /, the rest
 * once its first screen is in (or before any other route renders; src/app/lib/i18n.ts).
 */
export const STARTUP_ENTRIES = ['src/app/main.tsx', 'src/app/routes/__root.tsx', 'src/app/routes/index.tsx'];
/**
 * Not followed: the route tree (reached by the router at start, but it imports every screen),
 * the trade notices (main.tsx loads them after the first screen, once the whole catalog is in),
 * the home list's one-tap buttons (load-one-tap-row.ts loads the whole catalog first), and the
 * watchlist and the rows' Bid / Ask, which home loads the same way, after the whole catalog.
 */
const NOT_FOLLOWED = /[\\/]routeTree\.gen\.ts$|[\\/]features[\\/](notices|watchlist)[\\/]|[\\/]features[\\/]market[\\/]BidAsk\.tsx$|[\\/]features[\\/]trade[\\/]one-tap[\\/]load-one-tap-row\.ts$/;

/**
 * The trade screen's own start (issue 21 item 5): its route and what that imports statically, not
 * its lazily loaded parts (the ticket's fields, the chart, the order toolbox, the alert sheet),
 * which wait for the rest of the catalog (lib/i18n.ts, `withWholeTexts`). A first /trade loads
 * the start of / and these texts (`messages.ts?trade`), a seventh of the catalog, not all of it.
 */
export const TRADE_ENTRIES = ['src/app/routes/trade.tsx'];

/**
 * The app's source files (paths relative to root, as the .po origins have them) reached from the
 * entries: through static and dynamic imports, or (`dynamic: false`) static ones only.
 */
export function startupSources(root: string, entries: readonly string[] = STARTUP_ENTRIES, { dynamic = true } = {}): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  while (queue.length) {
    const file = queue.pop()!;
    const name = relative(root, file).split('\\').join('/');
    if (seen.has(name) || NOT_FOLLOWED.test(file) || !existsSync(file)) continue;
    seen.add(name);
    const code = readFileSync(file, 'utf8');
    // `import x from './y.ts'`, `export { x } from './y.ts'`, `import('./y.ts')`; type-only imports carry no text.
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'(\.[^']+)'/gm),
      ...code.matchAll(/^\s*import\s+'(\.[^']+)'/gm),
      ...(dynamic ? code.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g) : []),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) if (/\.tsx?$/.test(specifier)) queue.push(resolve(dirname(file), specifier));
  }
  return seen;
}

/** The compiled ids of the messages whose origin (a `#:` line of the .po) is one of the sources. */
export function startupMessageIds(poText: string, sources: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  for (const item of PO.parse(poText).items) {
    // A `#:` line may name several origins, each `path` or `path:line`.
    const origins = item.references.flatMap((line) => line.split(/\s+/)).map((origin) => origin.split(':')[0]!);
    if (origins.some((origin) => sources.has(origin))) ids.add(generateMessageId(item.msgid, item.msgctxt ?? ''));
  }
  return ids;
}

/** The start-up ids of the project at root (from the English catalog, whose origins every catalog shares). */
export function projectStartupIds(root: string): Set<string> {
  return startupMessageIds(readFileSync(join(root, 'locales', 'en', 'messages.po'), 'utf8'), startupSources(root));
}

/** The ids of a first /trade's texts: the start of / and the trade screen's static part. */
export function projectTradeIds(root: string): Set<string> {
  const sources = new Set([...startupSources(root), ...startupSources(root, TRADE_ENTRIES, { dynamic: false })]);
  return startupMessageIds(readFileSync(join(root, 'locales', 'en', 'messages.po'), 'utf8'), sources);
}

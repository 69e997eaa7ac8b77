import type { Plugin } from 'vite';
import { projectStartupIds, projectTradeIds } from './startup-catalog.ts';

const CATALOG = /[\\/]locales[\\/][^\\/]+[\\/]messages\.ts(?:\?(rest|trade))?$/;

/**
 * The 18 catalogs hold the app's texts and the server's (explicit ids `server.*`: envelope
 * messages and mails). The app never shows a server id itself, since those arrive translated in
 * the envelope, so its build drops them from each compiled catalog: about a third of every
 * catalog the first screen loads. The server reads the whole compiled catalog.
 *
 * What is left is split in two (scripts/startup-catalog.ts): `messages.ts` holds the texts the
 * start of / can show and exports `rest()`, which loads `messages.ts?rest` with every other
 * text. src/app/lib/i18n.ts loads the rest once the first screen of / is in, or at once for any
 * other first route, so no screen renders without its texts.
 *
 * A first start anywhere but / needs both halves at once: the shell names both files (issue 21),
 * so the rest's import finds its file in hand. (A third table of the 18 languages' files, for a
 * whole catalog in one file, cost the start of / 0.4 KB; the budget has no room for it.)
 * A first /trade takes `messages.ts?trade` instead of the start: those texts and the trade
 * screen's static part (scripts/startup-catalog.ts), in one file with the same `rest()`. (Hung off
 * the start module as a second file, it cost /trade's LCP about 50 ms.) Its lazily loaded parts
 * wait for the rest.
 */
export function appCatalogs(root = process.cwd()): Plugin {
  let startup: Set<string> | null = null;
  let trade: Set<string> | null = null;
  return {
    name: 'lotwise-app-catalogs',
    buildStart() {
      // Read the .po origins again on every build (and on a dev restart).
      startup = null;
      trade = null;
    },
    transform(code, id) {
      const match = CATALOG.exec(id);
      if (!match) return null;
      const literal = code.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/);
      if (!literal) return null;
      // The literal is JavaScript, not JSON (lingui escapes quotes its own way): read it as JS.
      const text = new Function(`return ${literal[1]};`)() as string;
      const messages = JSON.parse(text) as Record<string, unknown>;
      const half = match[1] as 'rest' | 'trade' | undefined;
      startup ??= projectStartupIds(root);
      trade ??= projectTradeIds(root);
      // Which ids each file holds: the start of /, the rest (all but those), or the start of /trade.
      const holds = (key: string) => (half === 'rest' ? !startup!.has(key) : half === 'trade' ? trade!.has(key) : startup!.has(key));
      const part: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(messages)) if (!key.startsWith('server.') && holds(key)) part[key] = value;
      const load = `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(part))});\n`;
      return { code: half === 'rest' ? load : `${load}export const rest = () => import('./messages.ts?rest');\n`, map: null };
    },
  };
}

import type { Plugin } from 'vite';
import { projectStartupIds } from './startup-catalog.ts';

const CATALOG = /[\\/]locales[\\/][^\\/]+[\\/]messages\.ts(?:\?(rest|whole))?$/;

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
 * A first start anywhere but / needs both halves at once, so `messages.ts?whole` holds all the
 * app's texts in one file: one request instead of two beside index.js on slow 4G (issue 21).
 */
export function appCatalogs(root = process.cwd()): Plugin {
  let startup: Set<string> | null = null;
  return {
    name: 'lotwise-app-catalogs',
    buildStart() {
      startup = null; // read the .po origins again on every build (and on a dev restart)
    },
    transform(code, id) {
      const match = CATALOG.exec(id);
      if (!match) return null;
      const literal = code.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/);
      if (!literal) return null;
      // The literal is JavaScript, not JSON (lingui escapes quotes its own way): read it as JS.
      const text = new Function(`return ${literal[1]};`)() as string;
      const messages = JSON.parse(text) as Record<string, unknown>;
      startup ??= projectStartupIds(root);
      const half = match[1] as 'rest' | 'whole' | undefined;
      const part: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(messages)) {
        if (key.startsWith('server.')) continue;
        if (half !== 'whole' && startup.has(key) === (half === 'rest')) continue;
        part[key] = value;
      }
      const load = `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(part))});\n`;
      return { code: half ? load : `${load}export const rest = () => import('./messages.ts?rest');\n`, map: null };
    },
  };
}

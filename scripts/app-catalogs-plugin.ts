import type { Plugin } from 'vite';

/**
 * The 18 catalogs hold the app's texts and the server's (explicit ids `server.*`: envelope
 * messages and mails). The app never shows a server id itself, since those arrive translated in
 * the envelope, so its build drops them from each compiled catalog: about a third of every
 * catalog the first screen loads. The server reads the whole compiled catalog.
 */
export function appCatalogs(): Plugin {
  return {
    name: 'lotwise-app-catalogs',
    transform(code, id) {
      if (!/[\\/]locales[\\/][^\\/]+[\\/]messages\.ts$/.test(id)) return null;
      const match = code.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/);
      if (!match) return null;
      // The literal is JavaScript, not JSON (lingui escapes quotes its own way): read it as JS.
      const text = new Function(`return ${match[1]};`)() as string;
      const messages = JSON.parse(text) as Record<string, unknown>;
      for (const key of Object.keys(messages)) if (key.startsWith('server.')) delete messages[key];
      return { code: code.replace(match[0], `JSON.parse(${JSON.stringify(JSON.stringify(messages))})`), map: null };
    },
  };
}

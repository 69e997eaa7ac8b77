// The code of the requested screen, named in the shell's answer (issue 21): without it the browser
// learns of a route's chunks only once index.js has run and the router asked for them, and of the
// whole catalog only once its start-up part has run, so a first /trade fetched its 25 chunks and
// the catalog's two halves in three waves after index.js. As Link headers (`modulepreload` for
// scripts, `preload` for stylesheets) they travel from the start, alongside index.js. A header:
// the CSP allows no inline script, and the language is the reader's (the same as the quotes').
// Read from Vite's build manifest (dist/app/.vite/manifest.json, `build.manifest`), again only
// when the file changes, as a rebuild is served without a restart (assemble/static-app.ts).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../contract/languages.ts';

/** One chunk as Vite's manifest describes it (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A file the shell names for one screen: a script or a stylesheet, by its path. */
export interface RouteFile {
  href: string;
  as: 'script' | 'style';
}

/** A route's split component as the router's plugin names it: `src/app/routes/mine/chat.tsx?tsr-split=component`. */
const ROUTE_MODULE = /^src\/app\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** The URL path a route module answers (`news/index` → `/news`), or null for one with a parameter or a layout. */
export function routePathOf(moduleKey: string): string | null {
  const match = ROUTE_MODULE.exec(moduleKey);
  if (!match) return null;
  const segments = match[1]!.split('/');
  if (segments.some((s) => s.startsWith('$') || s.startsWith('_') || s.startsWith('-') || s.startsWith('('))) return null;
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/** A chunk and every chunk it imports statically, depth first (a chunk before the ones that need it is no matter: all are preloads). */
function closure(manifest: BuildManifest, key: string, into: Set<string> = new Set()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The files of each screen and its catalog, in the order the page needs them: the entry's (which
 * index.html links as well, but only once the document has arrived: named first here, they are not
 * queued behind the others on HTTP/1.1's six connections), the catalog's, then the screen's.
 */
export class RoutePreloads {
  private readonly routes = new Map<string, string>();
  private readonly entry: string | undefined;
  private readonly cache = new Map<string, RouteFile[]>();

  constructor(private readonly manifest: BuildManifest) {
    for (const key of Object.keys(manifest)) {
      const path = routePathOf(key);
      if (path !== null) this.routes.set(path, key);
    }
    this.entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  }

  /** Each group's stylesheets, then its scripts, leaving out what an earlier group named. */
  private filesOf(groups: string[][]): RouteFile[] {
    const seen = new Set<string>();
    const files: RouteFile[] = [];
    for (const keys of groups) {
      const chunks = new Set<string>();
      for (const key of keys) closure(this.manifest, key, chunks);
      const fresh = [...chunks].filter((key) => !seen.has(key));
      for (const key of fresh) seen.add(key);
      const styles = new Set(fresh.flatMap((key) => this.manifest[key]!.css ?? []).filter((css) => !seen.has(css)));
      for (const css of styles) {
        seen.add(css);
        files.push({ href: `/${css}`, as: 'style' });
      }
      for (const key of fresh) files.push({ href: `/${this.manifest[key]!.file}`, as: 'script' });
    }
    return files;
  }

  /**
   * The screen at `path` and its texts: on / the catalog's start-up part (it loads the rest after
   * its first quotes: app/main.tsx), on /trade the texts of its first paint (its lazily loaded parts
   * load the rest: app/lib/i18n.ts), on any other screen the start and the rest (the whole catalog,
   * in two files side by side). Nothing for a path that is no screen of the build.
   */
  filesFor(path: string, lang: Lang): RouteFile[] {
    const route = this.routes.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (!route || !this.entry) return [];
    const id = `${route}|${lang}`;
    let files = this.cache.get(id);
    if (!files) {
      const catalog = `locales/${lang}/messages.ts`;
      const texts = path === '/' ? [catalog] : path === '/trade' ? [`${catalog}?trade`] : [catalog, `${catalog}?rest`];
      files = this.filesOf([[this.entry], texts, [route]]);
      this.cache.set(id, files);
    }
    return files;
  }
}

/** The Link header entries for those files. `crossorigin` as the app's own module scripts and stylesheets ask (Vite's links). */
export function routePreloadLinks(files: RouteFile[]): string[] {
  return files.map(({ href, as }) => (as === 'style' ? `<${href}>; rel=preload; as=style; crossorigin` : `<${href}>; rel=modulepreload; crossorigin`));
}

/** The manifest of the build in `staticDir`, read again only when it changes; null when there is none (a development server, tests). */
export function manifestReader(staticDir: string): () => RoutePreloads | null {
  const file = join(staticDir, '.vite', 'manifest.json');
  let seen = -1;
  let current: RoutePreloads | null = null;
  return () => {
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (modified !== seen) {
      try {
        current = new RoutePreloads(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest);
      } catch {
        // Caught mid-write by a rebuild: no preloads this time, read again on the next request.
        return null;
      }
      seen = modified;
    }
    return current;
  };
}

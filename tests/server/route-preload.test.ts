// The shell names the requested screen's code and its texts as preloads (issue 21): the chunks of
// the route in Vite's build manifest, the entry's first, so a first /trade fetches them alongside
// index.js instead of in waves after it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeListPreloadUrl } from '../../src/contract/preload.ts';
import { RoutePreloads, routePathOf, type BuildManifest } from '../../src/server/http/route-preload.ts';
import { startServer, type TestServer } from './helpers.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js', '_routes-1.js'], css: ['assets/index-1.css'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_routes-1.js': { file: 'assets/routes-1.js', css: ['assets/routes-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_routes-1.js'], css: ['assets/shared-1.css'] },
  '_decimal-1.js': { file: 'assets/decimal-1.js' },
  'locales/fr/messages.ts': { file: 'assets/messages-fr.js', imports: ['_routes-1.js'] },
  'locales/fr/messages.ts?rest': { file: 'assets/messages-fr-rest.js' },
  'locales/fr/messages.ts?trade': { file: 'assets/messages-fr-trade.js' },
  'locales/en/messages.ts': { file: 'assets/messages-en.js' },
  'locales/en/messages.ts?rest': { file: 'assets/messages-en-rest.js' },
  'src/app/routes/index.tsx?tsr-split=component': { file: 'assets/home-1.js', imports: ['_shared-1.js'] },
  'src/app/routes/trade.tsx?tsr-split=component': { file: 'assets/trade-1.js', imports: ['_runtime-1.js', '_shared-1.js', '_decimal-1.js'], css: ['assets/trade-1.css', 'assets/shared-1.css'] },
  'src/app/routes/news/index.tsx?tsr-split=component': { file: 'assets/news-1.js' },
  'src/app/routes/mine/chat.tsx?tsr-split=component': { file: 'assets/chat-1.js', imports: ['_decimal-1.js'] },
  'src/app/features/trade/KlineChart.tsx': { file: 'assets/KlineChart-1.js', isDynamicEntry: true } as BuildManifest[string],
};

describe("a route's files from the build manifest", () => {
  it('maps route modules to the paths they answer, leaving out those with a parameter', () => {
    expect(routePathOf('src/app/routes/index.tsx?tsr-split=component')).toBe('/');
    expect(routePathOf('src/app/routes/news/index.tsx?tsr-split=component')).toBe('/news');
    expect(routePathOf('src/app/routes/mine/chat.tsx?tsr-split=component')).toBe('/mine/chat');
    expect(routePathOf('src/app/routes/news/$id.tsx?tsr-split=component')).toBeNull();
    expect(routePathOf('src/app/routes/trade.tsx')).toBeNull();
    expect(routePathOf('src/app/features/trade/KlineChart.tsx')).toBeNull();
  });

  it("names the entry's files first, then /trade's first texts (in one file), then the screen's, each once and stylesheets before scripts", () => {
    const files = new RoutePreloads(manifest).filesFor('/trade', 'fr');
    expect(files.map((f) => f.href)).toEqual([
      '/assets/index-1.css',
      '/assets/routes-1.css',
      '/assets/index-1.js',
      '/assets/runtime-1.js',
      '/assets/routes-1.js',
      '/assets/messages-fr-trade.js',
      '/assets/trade-1.css',
      '/assets/shared-1.css',
      '/assets/trade-1.js',
      '/assets/shared-1.js',
      '/assets/decimal-1.js',
    ]);
    expect(files.filter((f) => f.as === 'style').every((f) => f.href.endsWith('.css'))).toBe(true);
  });

  it("on / only the catalog's start-up part (the rest follows the first quotes); nothing the screen would not load", () => {
    const hrefs = new RoutePreloads(manifest).filesFor('/', 'en').map((f) => f.href);
    expect(hrefs).toContain('/assets/messages-en.js');
    expect(hrefs).not.toContain('/assets/messages-en-rest.js');
    expect(hrefs).toContain('/assets/home-1.js');
    expect(hrefs).not.toContain('/assets/trade-1.js');
    expect(hrefs).not.toContain('/assets/decimal-1.js');
  });

  it('any other screen takes the whole catalog: the start of / and the rest, side by side', () => {
    const hrefs = new RoutePreloads(manifest).filesFor('/mine/chat', 'fr').map((f) => f.href);
    expect(hrefs.filter((href) => href.includes('messages-'))).toEqual(['/assets/messages-fr.js', '/assets/messages-fr-rest.js']);
  });

  it('a trailing slash is the same screen; a path that is no screen names nothing', () => {
    const preloads = new RoutePreloads(manifest);
    expect(preloads.filesFor('/news/', 'en').map((f) => f.href)).toContain('/assets/news-1.js');
    expect(preloads.filesFor('/nowhere', 'en')).toEqual([]);
  });
});

describe('the shell answer', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'lotwise-route-preload-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Lotwise</title>');
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    server = await startServer({ staticDir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const linksOf = async (path: string, cookie?: string) => ((await fetch(server.baseUrl + path, { headers: cookie ? { cookie } : {} })).headers.get('link') ?? '').split(', ').filter(Boolean);

  it("carries the quotes, then the screen's code as module preloads and its stylesheets as style preloads, in the reader's language", async () => {
    const links = await linksOf('/trade', 'lang=fr');
    expect(links[0]).toBe(`<${tradeListPreloadUrl('fr')}>; rel=preload; as=fetch; crossorigin=anonymous`);
    expect(links).toContain('</assets/index-1.css>; rel=preload; as=style; crossorigin');
    expect(links).toContain('</assets/trade-1.js>; rel=modulepreload; crossorigin');
    expect(links).toContain('</assets/messages-fr-trade.js>; rel=modulepreload; crossorigin');
    expect(links.some((link) => /messages-fr(-rest)?\.js/.test(link))).toBe(false);
    expect(links.indexOf('</assets/index-1.js>; rel=modulepreload; crossorigin')).toBeLessThan(links.indexOf('</assets/trade-1.js>; rel=modulepreload; crossorigin'));
  });

  it('names the code on a screen without quotes too, and nothing on a path that is no screen', async () => {
    const chat = await linksOf('/mine/chat', 'lang=fr');
    expect(chat).toContain('</assets/chat-1.js>; rel=modulepreload; crossorigin');
    expect(chat.some((link) => link.includes('trade_list'))).toBe(false);
    expect(await linksOf('/somewhere/else')).toEqual([]);
  });

  it('does not serve the manifest itself', async () => {
    for (const suffix of ['', '.gz']) expect((await fetch(`${server.baseUrl}/.vite/manifest.json${suffix}`)).status).toBe(404);
  });
});

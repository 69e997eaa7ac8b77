// The shell names the instrument list as a preload in the page's language (issue 11: the quotes
// travel alongside the code), and that URL answers the list in that language with no headers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeListPreloadUrl } from '../../src/contract/preload.ts';
import { startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'lotwise-shell-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Lotwise</title>');
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const linkOf = async (path: string, cookie?: string, acceptLanguage?: string) =>
  (await fetch(server.baseUrl + path, { headers: { ...(cookie ? { cookie } : {}), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } })).headers.get('link');

describe('the shell preloads the instrument list', () => {
  it('in the language of the lang cookie, on /, /trade and /product', async () => {
    expect(await linkOf('/', 'theme=dark; lang=ar')).toBe(`<${tradeListPreloadUrl('ar')}>; rel=preload; as=fetch; crossorigin=anonymous`);
    expect(await linkOf('/trade', 'lang=jp')).toContain(tradeListPreloadUrl('jp'));
    expect(await linkOf('/product?x=1', 'lang=de')).toContain(tradeListPreloadUrl('de'));
  });

  it("without a cookie, in the language the app picks on a first visit: the browser's (Accept-Language), else English", async () => {
    expect(await linkOf('/', undefined, 'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toContain(tradeListPreloadUrl('fr'));
    expect(await linkOf('/', 'theme=dark', 'zh-CN,zh;q=0.9')).toContain(tradeListPreloadUrl('hk'));
    expect(await linkOf('/', undefined, 'ja-JP')).toContain(tradeListPreloadUrl('jp'));
    // Not ours, then ours further down the list; weights order it, not the place in the header.
    expect(await linkOf('/', undefined, 'sv-SE,sv;q=0.9,de;q=0.8')).toContain(tradeListPreloadUrl('de'));
    expect(await linkOf('/', undefined, 'de;q=0.5, es-MX;q=0.8, sv')).toContain(tradeListPreloadUrl('spa'));
    expect(await linkOf('/', undefined, 'sv-SE,sv;q=0.9')).toContain(tradeListPreloadUrl('en'));
    expect(await linkOf('/', undefined, 'fr;q=0, *')).toContain(tradeListPreloadUrl('en'));
    expect(await linkOf('/')).toContain(tradeListPreloadUrl('en'));
  });

  it("a saved language wins over the browser's; an unknown saved one reads as the default (hk), as the app reads it", async () => {
    expect(await linkOf('/', 'lang=ar', 'fr-FR')).toContain(tradeListPreloadUrl('ar'));
    expect(await linkOf('/', 'lang=xx', 'fr-FR')).toContain(tradeListPreloadUrl('hk'));
  });

  it('says it varies by cookie and language, so a shared cache keeps one answer per reader', async () => {
    const res = await fetch(server.baseUrl + '/', { headers: { cookie: 'lang=fr', 'accept-encoding': 'gzip' } });
    const vary = (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
  });

  it('not on screens that do not start with the list, nor on API answers', async () => {
    expect(await linkOf('/user', 'lang=ar')).toBeNull();
    expect(await linkOf('/v1/api/forex/getCategories', 'lang=ar')).toBeNull();
  });

  it('answers the preloaded URL in its language, with no lang header', async () => {
    const names = async (url: string, headers: Record<string, string> = {}) =>
      ((await (await fetch(server.baseUrl + url, { headers })).json()) as { data: { Code: string; Name: string }[] }).data.find((i) => i.Code === 'EURUSD')!.Name;
    const english = await names(tradeListPreloadUrl('en'));
    const arabic = await names(tradeListPreloadUrl('ar'));
    expect(english).toBe('Euro / US Dollar');
    expect(arabic).not.toBe(english);
    // The header still wins where a page sends one.
    expect(await names(tradeListPreloadUrl('ar'), { lang: 'en' })).toBe(english);
  });
});

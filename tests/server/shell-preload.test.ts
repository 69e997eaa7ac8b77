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

const linkOf = async (path: string, cookie?: string) => (await fetch(server.baseUrl + path, { headers: cookie ? { cookie } : {} })).headers.get('link');

describe('the shell preloads the instrument list', () => {
  it('in the language of the lang cookie, on /, /trade and /product', async () => {
    expect(await linkOf('/', 'theme=dark; lang=ar')).toBe(`<${tradeListPreloadUrl('ar')}>; rel=preload; as=fetch; crossorigin=anonymous`);
    expect(await linkOf('/trade', 'lang=jp')).toContain(tradeListPreloadUrl('jp'));
    expect(await linkOf('/product?x=1', 'lang=de')).toContain(tradeListPreloadUrl('de'));
  });

  it('in the app default (hk) without a cookie or with an unknown language', async () => {
    expect(await linkOf('/')).toContain(tradeListPreloadUrl('hk'));
    expect(await linkOf('/', 'lang=xx')).toContain(tradeListPreloadUrl('hk'));
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

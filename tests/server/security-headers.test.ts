import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

// A tiny built app of the test's own, so the headers are checked without `npm run build`.
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'lotwise-headers-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Lotwise</title><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(join(staticDir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(join(staticDir, 'assets', 'app-1.css'), 'body{}');
  writeFileSync(join(staticDir, 'assets', 'socket.worker-1.js'), 'postMessage(1)');
  writeFileSync(join(staticDir, 'sw.js'), 'self.skipWaiting()');
  server = await startServer({ staticDir });
});

afterAll(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const parts = (header ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((d) => d[0]);
  return new Map(parts.map(([name, ...values]) => [name, values]));
}

function expectSecurityHeaders(res: Response) {
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('script-src')).toEqual(["'self'"]); // no 'unsafe-inline', no 'unsafe-eval'
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

describe('security headers', () => {
  it('are on the app shell, which stays revalidated', async () => {
    for (const path of ['/', '/trade']) {
      const res = await fetch(server.baseUrl + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Lotwise</title>');
      expectSecurityHeaders(res);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("a page's hashed script or stylesheet keeps nosniff and its long cache, without the headers only a document reads", async () => {
    for (const path of ['/assets/app-1.js', '/assets/app-1.css']) {
      const res = await fetch(server.baseUrl + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const name of ['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy']) expect(res.headers.get(name), name).toBeNull();
    }
  });

  it("are on a worker's own script, whose reply sets the policy the worker runs under", async () => {
    for (const path of ['/assets/socket.worker-1.js', '/sw.js']) {
      const res = await fetch(server.baseUrl + path);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('are on API replies, which no cache may keep', async () => {
    const replies = [
      await fetch(`${server.baseUrl}/api/basicSet/getBasicInfo`, { headers: { lang: 'en' } }),
      await fetch(`${server.baseUrl}/v1/api/forex/trade_list`, { headers: { lang: 'en' } }),
      await fetch(`${server.baseUrl}/api/user/loginForU`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
        body: 'account=a%40b.com&password=wrongPass1&login_type=email',
      }),
      await fetch(`${server.baseUrl}/api/nothing/here`, { headers: { lang: 'en' } }),
    ];
    for (const res of replies) {
      expectSecurityHeaders(res);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as { msg: string }).msg).toEqual(expect.any(String));
    }
  });
});

describe('the app page', () => {
  it('has no inline script or style, so the policy can forbid them', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b/);
    expect(html).not.toMatch(/\son[a-z]+=/i); // no onload= or onclick= handlers either
  });
});

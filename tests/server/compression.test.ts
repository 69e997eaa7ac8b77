import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { startServer, type TestServer } from './helpers.ts';

// What a phone downloads: the app's files as their build-time brotli or gzip copy, API answers
// compressed on the way, and answers that carry a session token never compressed.
let server: TestServer;
let staticDir: string;
const script = `export const quotes = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, code: `CODE${i}` })))};\n`;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'lotwise-compress-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Lotwise</title><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(join(staticDir, 'assets', 'app-1.js'), script);
  expect(precompress(staticDir).files).toBe(1); // the tiny index.html is not worth a copy
  server = await startServer({ staticDir });
});

afterAll(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A raw GET or POST (fetch would decompress and hide what travelled). */
function raw(path: string, encoding: string, method: 'GET' | 'POST' = 'GET', body = ''): Promise<{ encoding: string | undefined; body: Buffer }> {
  const url = new URL(path, server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'accept-encoding': encoding, lang: 'en', ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('compression', () => {
  it('sends a built file as its brotli copy, its gzip copy, or as it is, as the browser asks', async () => {
    const br = await raw('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await raw('/assets/app-1.js', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw('/assets/app-1.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses an API answer worth it', async () => {
    const list = await raw(`/v1/api/forex/trade_list?searchCurrency=&t=${Date.now()}`, 'br, gzip');
    expect(list.encoding).toBe('br');
    const envelope = JSON.parse(brotliDecompressSync(list.body).toString()) as { code: number; data: unknown[] };
    expect(envelope.code).toBe(1);
    expect(envelope.data.length).toBeGreaterThan(20);
  });

  it('never compresses an answer that carries a session token, however long', async () => {
    const eager = await startServer({ compressMinBytes: 1 });
    try {
      const path = (p: string) => new URL(`${p}?t=${Date.now()}`, eager.baseUrl).toString();
      expect((await raw(path('/api/basicSet/getBasicInfo'), 'gzip')).encoding).toBe('gzip');
      const demo = await raw(path('/api/user/createAccountDemoForU'), 'br, gzip');
      expect(demo.encoding).toBeUndefined();
      expect((JSON.parse(demo.body.toString()) as { data: { token: string } }).data.token).toMatch(/\S{20,}/);
    } finally {
      await eager.stop();
    }
  });
});

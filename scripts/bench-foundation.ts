// Part of `npm run bench` (BENCH_ONLY=foundation): what the foundation's hot paths cost on this
// machine, over real HTTP and WebSocket against an in-process server on a fresh database.
// Run alone with `npx tsx scripts/bench-foundation.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { buildServer } from '../src/server/app.ts';

export async function benchFoundation(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-bench-'));
  const t0 = performance.now();
  // 200 sockets from one address: past the shipped cap of 20, raised here as the other benches do.
  const server = await buildServer({ dataDir, sqliteFile: join(dataDir, 'lotwise.db'), logLevel: 'error', port: 0 }, { SOCKETS_PER_ADDRESS: '1000' });
  const firstStart = performance.now() - t0;
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;

  async function timeCalls(label: string, path: string, n: number) {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      const res = await fetch(base + path);
      await res.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(2);
    console.log(`${label.padEnd(34)} n=${n}  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  max ${pct(1)} ms`);
  }

  console.log(`first start (migrate, seed, generate history): ${firstStart.toFixed(0)} ms`);
  await timeCalls('GET trade_list', '/v1/api/forex/trade_list?t=1', 300);
  await timeCalls('GET kline 1min (500 candles)', '/v1/api/forex/kline?forex_id=1&period=1min&t=1', 200);
  await timeCalls('GET kline 1day (500 candles)', '/v1/api/forex/kline?forex_id=1&period=1day&t=1', 200);
  await timeCalls('GET abbreviated_cache_kline', '/v1/api/forex/abbreviated_cache_kline?forex_id=1&period=60min&t=1', 300);

  // Socket fan-out: 200 clients on DAY_MARKET; how many batches each gets in 5 s.
  const clients = await Promise.all(
    Array.from(
      { length: 200 },
      () =>
        new Promise<{ ws: WebSocket; count: number }>((resolve) => {
          const c = { ws: new WebSocket(`ws://127.0.0.1:${port}/v1/ws`), count: 0 };
          c.ws.on('open', () => {
            c.ws.send(JSON.stringify({ type: 'sub', channel: 'DAY_MARKET' }));
            resolve(c);
          });
          c.ws.on('message', () => c.count++);
        }),
    ),
  );
  await new Promise((r) => setTimeout(r, 5000));
  const counts = clients.map((c) => c.count).sort((a, b) => a - b);
  console.log(`DAY_MARKET to 200 sockets for 5 s: min ${counts[0]} / median ${counts[100]} messages per client`);
  for (const c of clients) c.ws.close();

  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchFoundation();

// First-load speed as Lighthouse measures it (issue 11 item 6): the built app behind the real
// server on a fresh temporary database, the local Chromium with the flags of
// playwright.config.ts, Lighthouse's default mobile profile (simulated slow 4G, 4x CPU
// slowdown), three runs per route and the median printed. Never a timed test: the figures move
// with the machine's load, so the load average is printed beside them.
// Beside the score, the JavaScript the page transferred in its first 10 s (issue 21's aim for /:
// at most 150 KB), headers included, as Lighthouse's network records count it. The socket's
// SharedWorker script is requested by the page but delivered to the worker, so its record never
// finishes and shows 0 bytes: such a script is fetched again here and its bytes counted. The
// service worker's own precache, downloaded in the background once the first screen is done, is
// the worker's traffic and not counted.
//   npm run build && npm run lighthouse              (RUNS=5 ROUTES=/,/trade to change)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltApp } from './built-app.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const ROUTES = (process.env.ROUTES ?? '/,/trade').split(',');
const CHROMIUM = process.env.CHROMIUM ?? CHROMIUM_PATH ?? 'chromium';

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript transferred in the first 10 s (observed time, which runs ahead of the simulated one). */
  js: number;
  jsFiles: number;
}

/** The network record's window for the JavaScript figure. */
const JS_WINDOW_MS = 10_000;

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
  finished?: boolean;
}

/** What one response weighs on the wire: its body as encoded, its status line and headers. */
function transferredAgain(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // node:http, not fetch: fetch would hand back the decoded body.
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2) bytes += response.rawHeaders[i]!.length + response.rawHeaders[i + 1]!.length + 4;
      response.on('data', (chunk: Buffer) => void (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The JavaScript the page transferred within JS_WINDOW_MS of its first request. */
async function javascriptTransferred(items: NetworkItem[]): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || (item.networkRequestTime ?? Infinity) > JS_WINDOW_MS) continue;
    files += 1;
    // 0 bytes and finished: answered by the service worker or a cache, nothing crossed the network.
    bytes += item.finished === false ? await transferredAgain(item.url) : (item.transferSize ?? 0);
  }
  return { bytes, files };
}

/** Starts Chromium with a fresh profile and resolves its DevTools port once it listens. */
function startChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve({ port: Number(match[1]), process: child });
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}) before listening:\n${seen}`)));
  });
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): one more try. */
async function measure(url: string): Promise<Figures> {
  try {
    return await measureOnce(url);
  } catch (error) {
    console.log(`  (retrying after: ${(error as Error).message})`);
    return measureOnce(url);
  }
}

async function measureOnce(url: string): Promise<Figures> {
  const profile = mkdtempSync(join(tmpdir(), 'lotwise-lh-chrome-'));
  const chrome = await startChromium(profile);
  try {
    // LH_PROFILE=1 (with LH_DUMP): V8's sampling profiler in the trace too, for lighthouse-tasks.ts to
    // name the functions inside each blocking task (it costs the page a little time of its own).
    const profiling = process.env.LH_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {};
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...profiling });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.LH_DUMP) {
      // The report, and the trace and network log Lighthouse's simulation reads (to re-run it on them).
      const { writeFileSync } = await import('node:fs');
      const artifacts = result.artifacts as { Trace?: unknown; DevtoolsLog?: unknown };
      writeFileSync(process.env.LH_DUMP, JSON.stringify(lhr));
      writeFileSync(`${process.env.LH_DUMP}.trace.json`, JSON.stringify(artifacts.Trace ?? {}));
      writeFileSync(`${process.env.LH_DUMP}.devtoolslog.json`, JSON.stringify(artifacts.DevtoolsLog ?? []));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // LH_DETAILS=1: what the largest paint was, and what held the first paint back.
    if (process.env.LH_DETAILS) {
      const lcpElement = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
      const blocking = JSON.stringify(lhr.audits['render-blocking-insight']?.details ?? lhr.audits['render-blocking-resources']?.details ?? {}).match(/"url":"[^"]+"/g);
      console.log(`    LCP element: ${lcpElement}\n    render-blocking: ${blocking?.join(' ') ?? 'none'}`);
    }
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const javascript = await javascriptTransferred(requests);
    return {
      js: javascript.bytes,
      jsFiles: javascript.files,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.process.kill();
    await new Promise((resolve) => chrome.process.once('exit', resolve));
    // Chromium's helper processes may still be writing their cache for a moment.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* a leftover temporary profile is harmless */
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const app = await startBuiltApp('lighthouse', 'warn');
const { base } = app;

try {
  console.log(`Lighthouse ${RUNS} runs per route, mobile default throttling; load average before: ${load()}`);
  for (const route of ROUTES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const figures = await measure(base + route);
      runs.push(figures);
      console.log(
        `  ${route} run ${i + 1}: ${figures.performance}, FCP ${(figures.fcp / 1000).toFixed(2)} s, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, JS ${kb(figures.js)} KB in ${figures.jsFiles} files (load ${load()})`,
      );
    }
    const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
    console.log(
      `${route.padEnd(8)} median: performance ${pick('performance')}, FCP ${(pick('fcp') / 1000).toFixed(2)} s, LCP ${(pick('lcp') / 1000).toFixed(2)} s, TBT ${pick('tbt').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)}, JS in the first 10 s ${kb(pick('js'))} KB`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  await app.close();
}

// `npm run settled-cpu`: what a screen costs the phone's main thread once it has settled, with
// quotes ticking. The built app behind the real server (a temp DATA_DIR), Chromium at phone size,
// the CPU slowed 4x (Lighthouse's mobile profile): after 5 s on the screen, a 10 s trace of the
// page's main thread, summed. Lighthouse measures only the first load; a trader keeps / or /trade
// open for hours, and every busy millisecond there is battery, heat and a later answer to a tap.
// Prints figures; asserts nothing (README, Performance). ROUTES=/,/trade to change; REDUCED=1
// asks for reduced motion (no price tints) to compare.
import { loadavg } from 'node:os';
import { launchChromium, startBuiltApp } from './built-app.ts';

const ROUTES = (process.env.ROUTES ?? '/,/trade').split(',');
const SETTLE_MS = 5_000;
const TRACE_MS = 10_000;
const SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const app = await startBuiltApp('settled');
const { base } = app;
const browser = await launchChromium();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

try {
  console.log(`Main thread of a settled screen, ${TRACE_MS / 1000} s at ${SLOWDOWN}x CPU${process.env.REDUCED ? ', reduced motion' : ''}; load average before: ${load()}`);
  for (const route of ROUTES) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      serviceWorkers: 'block',
      reducedMotion: process.env.REDUCED ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    await page.goto(base + route);
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.waitForTimeout(TRACE_MS);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();
    // The page's main thread: the renderer main thread that ran the page's script.
    const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const main = threads.find((t) => events.some((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'FunctionCall'));
    if (!main) throw new Error(`no main thread with script in the trace of ${route}`);
    const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur);
    const start = Math.min(...tasks.map((t) => t.ts));
    const end = Math.max(...tasks.map((t) => t.ts + t.dur!));
    const busy = tasks.reduce((sum, t) => sum + t.dur!, 0);
    const kinds = new Map<string, number>();
    for (const e of events) {
      if (e.pid !== main.pid || e.tid !== main.tid || !e.dur || !['FunctionCall', 'FireAnimationFrame', 'Paint', 'Layout', 'UpdateLayoutTree', 'EventDispatch'].includes(e.name)) continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur);
    }
    const parts = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
      .join(', ');
    console.log(
      `${route.padEnd(7)} busy ${((100 * busy) / (end - start)).toFixed(1)} % (${(busy / 1000).toFixed(0)} ms of ${((end - start) / 1000).toFixed(0)}), ${tasks.filter((t) => t.dur! > 50_000).length} tasks over 50 ms; ms by kind: ${parts} (load ${load()})`,
    );
  }
} finally {
  await browser.close();
  await app.close();
}

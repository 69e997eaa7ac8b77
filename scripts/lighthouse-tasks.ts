// Which main-thread tasks make Lighthouse's Total Blocking Time, and what its LCP waited for, read
// from a run dumped by `LH_DUMP=/tmp/x.json RUNS=1 ROUTES=/trade npm run lighthouse`. Lighthouse
// simulates both (Lantern: slow 4G, each observed task x4), so the blocking tasks are not the
// long ones of the trace as seen; this re-runs Lighthouse's own simulation on the dumped trace and
// network log and prints, for each task it counted, its simulated and observed start and length and
// the scripts and events inside it; then the requests of the LCP's simulated graph. Issue 21 item 5.
// With a run recorded with LH_PROFILE=1, each task also names the functions that ran in it (by
// self time, and by the innermost source file of ours), mapped through the source maps of the
// build in MAPS (a folder built with `vite build --sourcemap` and served as STATIC_DIR).
//   npx tsx scripts/lighthouse-tasks.ts /tmp/x.json
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { TraceProfile, type ProfileEvent } from './trace-profile.ts';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: { data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}
/** The parts of Lantern's graph nodes read here. */
interface GraphNode {
  type: string;
  event?: TraceEvent;
  childEvents?: TraceEvent[];
  request?: { url: string; transferSize: number };
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx scripts/lighthouse-tasks.ts <LH_DUMP file>');
const lhr = JSON.parse(readFileSync(file, 'utf8')) as { configSettings: unknown; requestedUrl: string; mainDocumentUrl?: string; finalUrl?: string; finalDisplayedUrl: string };
const trace = JSON.parse(readFileSync(`${file}.trace.json`, 'utf8')) as { traceEvents: TraceEvent[] };
const devtoolsLog = JSON.parse(readFileSync(`${file}.devtoolslog.json`, 'utf8')) as unknown[];
const data = {
  trace,
  devtoolsLog,
  gatherContext: { gatherMode: 'navigation' },
  settings: lhr.configSettings,
  URL: { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalUrl, finalDisplayedUrl: lhr.finalDisplayedUrl },
  SourceMaps: [],
  simulator: null,
} as unknown as Parameters<typeof LanternTotalBlockingTime.request>[0];
const context = { computedCache: new Map() } as unknown as Parameters<typeof LanternTotalBlockingTime.request>[1];
const tbt = await LanternTotalBlockingTime.request(data, context);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const timings = (estimate: unknown) => [...(estimate as { nodeTimings: Map<GraphNode, Timing> }).nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);

const navigation = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
const t0 = navigation?.ts ?? 0;
const INSIDE = new Set([
  'FunctionCall',
  'FireAnimationFrame',
  'EvaluateScript',
  'v8.evaluateModule',
  'EventDispatch',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
]);
const describe = (events: TraceEvent[] = []) =>
  events
    .filter((e) => INSIDE.has(e.name) && (e.dur ?? 0) > 1500)
    .slice(0, 5)
    .map((e) => `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.url ? `@${e.args.data.url.split('/').pop()}` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`)
    .join(' | ');

const profile = new TraceProfile(trace.traceEvents as ProfileEvent[], process.env.MAPS);

console.log(`TBT ${tbt.timing.toFixed(0)} ms, LCP ${lcp.timing.toFixed(0)} ms (simulated, as the report has them)`);
console.log('Tasks of 50 ms or more in the simulation (only the part past 50 ms blocks, and only between FCP and TTI):');
for (const [node, timing] of timings(tbt.pessimisticEstimate)) {
  if (node.type !== 'cpu' || timing.duration < 50 || !node.event) continue;
  console.log(
    `  simulated ${timing.startTime.toFixed(0).padStart(5)} ms +${timing.duration.toFixed(0).padStart(4)}   observed ${((node.event.ts - t0) / 1000).toFixed(0).padStart(5)} ms +${((node.event.dur ?? 0) / 1000).toFixed(1).padStart(5)}   ${describe(node.childEvents)}`,
  );
  if (profile.empty) continue;
  const ran = profile.window(`${node.event.pid}:${node.event.tid}`, node.event.ts, node.event.ts + (node.event.dur ?? 0));
  console.log(`      self: ${ran.self}\n      ours: ${ran.ours}`);
}
console.log("The LCP's simulated graph (optimistic), in start order:");
for (const [node, timing] of timings(lcp.optimisticEstimate)) {
  const what = node.request ? `${(node.request.transferSize / 1024).toFixed(1).padStart(6)} KB ${node.request.url.split('/').pop()}` : `main-thread task`;
  if (node.request || timing.duration >= 20) console.log(`  ${timing.startTime.toFixed(0).padStart(5)}-${timing.endTime.toFixed(0).padStart(5)} ms  ${what}`);
}

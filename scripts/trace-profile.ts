// V8's sampling profile inside a Chrome trace (recorded with LH_PROFILE=1, scripts/lighthouse.ts),
// read back as "which functions ran in this window of this thread": for lighthouse-tasks.ts, which
// names the code inside each task Lighthouse counted as blocking. Minified frames are mapped to
// their sources through the build's source maps when a folder holding them is given
// (`vite build --sourcemap`), a package's frames shortened to the package's name.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}
export interface ProfileEvent {
  name: string;
  ts: number;
  pid?: number;
  tid?: number;
  id?: string;
  args?: { data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

interface Sample {
  ts: number;
  node: number;
}

/** The samples of every profile in the trace, by thread ("pid:tid"), each with the tree of its frames. */
export class TraceProfile {
  private readonly nodes = new Map<string, Map<number, ProfileNode>>();
  private readonly samples = new Map<string, Sample[]>();
  private readonly maps = new Map<string, TraceMap | null>();

  constructor(
    events: ProfileEvent[],
    private readonly mapsDir?: string,
  ) {
    const threadOf = new Map<string, string>();
    const clock = new Map<string, number>();
    // A profile's id is unique within its process only; its chunks come from the profiler's own
    // thread, so the thread sampled is the one of the Profile event.
    for (const event of events) {
      if (event.name === 'Profile' && event.id) {
        threadOf.set(`${event.pid}/${event.id}`, `${event.pid}:${event.tid}`);
        clock.set(`${event.pid}/${event.id}`, event.args?.data?.startTime ?? event.ts);
      }
    }
    for (const event of events) {
      const key = `${event.pid}/${event.id}`;
      if (event.name !== 'ProfileChunk' || !threadOf.has(key)) continue;
      const thread = threadOf.get(key)!;
      const nodes = this.nodes.get(thread) ?? new Map<number, ProfileNode>();
      this.nodes.set(thread, nodes);
      for (const node of event.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = this.samples.get(thread) ?? [];
      this.samples.set(thread, samples);
      const ids = event.args?.data?.cpuProfile?.samples ?? [];
      const deltas = event.args?.data?.timeDeltas ?? [];
      let ts = clock.get(key)!;
      ids.forEach((node, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, node });
      });
      clock.set(key, ts);
    }
  }

  get empty(): boolean {
    return this.samples.size === 0;
  }

  /** Where a frame comes from: `function file:line` of the source, or the package for a dependency's. */
  private where(frame: CallFrame): string {
    const file = (frame.url ?? '').split('/').pop() ?? '';
    if (!file.endsWith('.js')) return frame.functionName || '(native)';
    if (!this.maps.has(file)) {
      const path = this.mapsDir ? join(this.mapsDir, 'assets', `${file}.map`) : '';
      this.maps.set(file, path && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    const map = this.maps.get(file);
    if (!map) return `${frame.functionName || '(anonymous)'}@${file}`;
    const source = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const path = source.source ?? '?';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    // PACKAGES=full: a dependency's function and file too, not only its name.
    if (pkg) return process.env.PACKAGES === 'full' ? `${source.name ?? (frame.functionName || '(anonymous)')} ~${path.replace(/^.*node_modules\//, '')}:${source.line}` : `~${pkg[1]}`;
    return `${source.name ?? (frame.functionName || '(anonymous)')} ${path.replace(/^.*\/src\//, '')}:${source.line}`;
  }

  /**
   * The functions that ran in [start, end] (trace µs) on the thread, by self time, most first, and
   * for each sample the innermost of our own source files on its stack (what of ours it served).
   */
  window(thread: string, start: number, end: number, top = Number(process.env.TOP ?? 5)): { self: string; ours: string } {
    const nodes = this.nodes.get(thread);
    const samples = this.samples.get(thread) ?? [];
    const self = new Map<string, number>();
    const ours = new Map<string, number>();
    if (!nodes) return { self: '', ours: '' };
    for (let i = 0; i < samples.length; i++) {
      const sample = samples[i]!;
      if (sample.ts < start || sample.ts > end) continue;
      const ms = ((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
      const node = nodes.get(sample.node);
      if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
      const here = this.where(node.callFrame);
      self.set(here, (self.get(here) ?? 0) + ms);
      for (let up: ProfileNode | undefined = node; up; up = up.parent === undefined ? undefined : nodes.get(up.parent)) {
        const frame = this.where(up.callFrame);
        if (frame.includes(' app/') || frame.includes(' contract/')) {
          ours.set(frame, (ours.get(frame) ?? 0) + ms);
          break;
        }
      }
    }
    const list = (counts: Map<string, number>) =>
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => `${ms.toFixed(1)} ${name}`)
        .join('; ');
    return { self: list(self), ours: list(ours) };
  }
}

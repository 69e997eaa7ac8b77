// Shared by the trading benchmarks (scripts/bench-*.ts): a real server on a fresh SQLite file
// with the scripted quote source on a clock shifted to a Monday's open (every market trades,
// timers run in real time), percentiles, and the machine line printed with each figure.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type Server } from '../src/server/app.ts';
import { systemClock, type Clock } from '../src/server/clock.ts';
import type { Config } from '../src/server/config.ts';
import { createScriptedSource, type ScriptedSource } from '../src/server/market/scripted-source.ts';

/** Monday 5 January 2026, 10:00 in New York: every market is open. */
const MONDAY_OPEN = Date.UTC(2026, 0, 5, 15, 0, 0);

/** The system clock's timers, with `now()` moved to a Monday's open so the bench runs any day. */
export function mondayClock(): Clock {
  const shift = MONDAY_OPEN - Date.now();
  return { ...systemClock, now: () => Date.now() + shift };
}

export interface BenchServer {
  server: Server;
  quotes: ScriptedSource;
  port: number;
  base: string;
  close(): Promise<void>;
}

/** The whole server (HTTP, socket, engine) on a fresh embedded database, quiet logs, limits raised. */
export async function startBenchServer(
  env: NodeJS.ProcessEnv = {},
  overrides: Partial<Config> = {},
  beforeListen?: (server: Server) => void,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-bench-'));
  let quotes!: ScriptedSource;
  const server = await buildServer(
    { dataDir, sqliteFile: join(dataDir, 'lotwise.db'), databaseUrl: '', logLevel: 'error', host: '127.0.0.1', port: 0, ...overrides },
    { LIMIT_DEMO: '1000000/1h', SOCKETS_PER_ADDRESS: '100000', ...env },
    { clock: mondayClock(), quotes: ({ instruments, clock }) => (quotes = createScriptedSource(instruments, clock)) },
  );
  beforeListen?.(server);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    quotes,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile (0..1) of numbers, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Cores and load average now: printed with every figure, the machine is shared. */
export function machine(): string {
  const load = execSync('uptime').toString().trim().replace(/.*load average:\s*/, '');
  return `${cpus().length} cores, load ${load}`;
}

/** True when `BENCH_ONLY` is unset or names this family (comma-separated list). */
export function selected(name: string): boolean {
  const only = process.env.BENCH_ONLY;
  return !only || only.split(',').map((s) => s.trim()).includes(name);
}

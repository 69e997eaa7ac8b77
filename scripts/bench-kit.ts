// Shared by the trading benchmarks (scripts/bench-*.ts): a real server on a fresh SQLite file
// with the scripted quote source on a clock shifted to a Monday's open (every market trades,
// timers run in real time), percentiles, and the machine line printed with each figure.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer, type Server } from '../src/server/app.ts';
import { systemClock, type Clock } from '../src/server/clock.ts';
import type { Config } from '../src/server/config.ts';
import { createScriptedSource, type ScriptedSource } from '../src/server/market/scripted-source.ts';
import { marginUnits } from '../src/server/engine/trading/pricing.ts';
import { PendingKind, pointsToUnits, Status } from '../src/server/engine/trading/live-order.ts';
import type { InstrumentInfo } from '../src/server/market/catalog.ts';

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
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** The whole server (HTTP, socket, engine) on a fresh embedded database, quiet logs, limits raised. */
export async function startBenchServer(env: NodeJS.ProcessEnv = {}, overrides: Partial<Config> = {}, beforeListen?: (server: Server) => void): Promise<BenchServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'lotwise-bench-'));
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
    async close(options = {}) {
      await server.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
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
  const load = execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average:\s*/, '');
  return `${cpus().length} cores, load ${load}`;
}

/** The machine's busy and total CPU time so far, from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - n[3]! - n[4]!, total };
}

/** A database of its own on the PostgreSQL at `base` for `work`, dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(base: string, name: string, work: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** True when `BENCH_ONLY` is unset or names this family (comma-separated list). */
export function selected(name: string): boolean {
  const only = process.env.BENCH_ONLY;
  return (
    !only ||
    only
      .split(',')
      .map((s) => s.trim())
      .includes(name)
  );
}

/** One open position to seed: prices in points, lots in units of 10^-8. */
export interface SeedPosition {
  instrumentId: number;
  side: 1 | 2;
  lots: bigint;
  leverage: number;
  openPoints: number;
  stopLoss: number;
  takeProfit: number;
}

/** Instruments a bench can trade: with leverages and a quote. */
export function tradeable(server: Server): InstrumentInfo[] {
  return server.market
    .instruments('en')
    .map((i) => server.market.terms(i.Id)!)
    .filter((t) => t.leverages.length > 0 && server.market.quote(t.id) && server.market.usdRate(t.id));
}

/**
 * Writes `users` funded demo accounts holding the positions `positionsOf` gives each, straight
 * into the database (the engine loads them at its next start, as after a restart): 100,000
 * positions through HTTP would take the bench minutes. Margin is the engine's own formula at the
 * open price; used_margin is their sum; balance is what `balanceOf` says (one funding leg).
 */
export async function seedAccounts(server: Server, users: number, positionsOf: (user: number) => SeedPosition[], balanceOf: (margin: bigint) => bigint): Promise<number[]> {
  const at = server.clock.now();
  const ids: number[] = [];
  let orderId = Number(
    (
      await server.db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );
  await server.db.transaction().execute(async (trx) => {
    for (let start = 0; start < users; start += 200) {
      const batch = Array.from({ length: Math.min(200, users - start) }, (_, k) => start + k);
      const positions = batch.map((u) => positionsOf(u));
      const margins = positions.map((list) => list.map((p) => marginUnits(server.market.terms(p.instrumentId)!, p.lots, p.openPoints, p.leverage, server.market.usdRate(p.instrumentId)!)));
      const rows = await trx
        .insertInto('users')
        .values(
          batch.map((u, k) => {
            const used = margins[k]!.reduce((a, b) => a + b, 0n);
            return {
              uid: `B${u}`,
              email: null,
              area_code: null,
              phone: null,
              password_hash: null,
              is_demo: 1,
              demo_id: `bench-${u}`,
              credit_score: 0,
              invite_code: `BENCH${u}`,
              invited_by: null,
              balance: balanceOf(used),
              lock_balance: 0n,
              used_margin: used,
              created_at: at,
            };
          }),
        )
        .returning(['id', 'balance'])
        .execute();
      ids.push(...rows.map((r) => Number(r.id)));
      await trx
        .insertInto('ledger')
        .values(
          rows.map((r) => ({
            user_id: r.id,
            type: 5,
            value: r.balance,
            balance_after: r.balance,
            memo: '',
            ref_type: 'account',
            ref_id: String(r.id),
            idem_key: `bench:${r.id}:funding`,
            created_at: at,
          })),
        )
        .execute();
      const orders = rows.flatMap((r, k) =>
        positions[k]!.map((p, j) => {
          const precision = server.market.terms(p.instrumentId)!.precision;
          const u = (points: number) => pointsToUnits(points, precision);
          return {
            id: BigInt(++orderId),
            user_id: r.id,
            instrument_id: BigInt(p.instrumentId),
            side: p.side,
            lots: p.lots,
            leverage: p.leverage,
            status: Status.HOLDING,
            pending_kind: PendingKind.NONE,
            origin_price: u(p.openPoints),
            target_price: 0n,
            open_price: u(p.openPoints),
            close_price: 0n,
            stop_loss: u(p.stopLoss),
            take_profit: u(p.takeProfit),
            margin: margins[k]![j]!,
            fee: 0n,
            profit: 0n,
            close_reason: '',
            parent_id: null,
            client_key: null,
            created_at: at,
            opened_at: at,
            closed_at: 0,
          };
        }),
      );
      for (let i = 0; i < orders.length; i += 500)
        await trx
          .insertInto('orders')
          .values(orders.slice(i, i + 500))
          .execute();
    }
  });
  return ids;
}

/** Node's inspector, profiling this process from now until stop() writes the profile. */
export async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

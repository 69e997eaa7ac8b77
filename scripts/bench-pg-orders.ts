// Where PostgreSQL's own limit is on this machine (issue 22 item 7): the statements a node sends
// for a group of durable orders (captured from a cluster node with log_statement = all), replayed
// by pgbench, a C client that adds almost nothing of its own, from 1, 2, 4 and 8 sessions. Each
// session is one node's wallet lane (one group transaction in flight), with accounts of its own
// as shard ownership gives each node. Per group of orders (30, the average group in the cluster
// benchmark's one-node round), as the wallet writes them:
//   begin; the ledger's idempotency keys looked up in one select; the fence (the group's shards'
//   lease rows for key share, in one select); per order the money columns' update returning
//   them and the order row; the ledger rows in one insert; commit (synchronous, one WAL flush
//   per group).
// The cluster's nodes reach far less (bench-cluster.ts): the figure says how far PostgreSQL
// itself would go before its commit, not the nodes, is the limit.
//   npm run bench:cluster, or alone: npx tsx scripts/bench-pg-orders.ts (BENCH_PG_GROUP=1: one
//   order per commit; BENCH_PG_SESSIONS=1,8)
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../src/server/db/connect.ts';
import { machine, machineCpu, withScratchDatabase } from './bench-kit.ts';

const ACCOUNTS = 512;
const SHARDS = 256;
/** Orders per transaction: what the wallet's groups held on average in the cluster benchmark's one-node round (1,283 orders in 42). */
export const PG_GROUP = Number(process.env.BENCH_PG_GROUP ?? 30);
const SESSIONS = (process.env.BENCH_PG_SESSIONS ?? '1,2,4,8').split(',').map(Number);
export const PG_SECONDS = Number(process.env.BENCH_PG_SECONDS ?? 10);
const NOW = 1_795_729_696_922;

const ORDER_COLUMNS =
  'id, user_id, instrument_id, side, lots, leverage, status, pending_kind, origin_price, target_price, open_price, close_price, stop_loss, take_profit, trailing_stop, margin, fee, profit, close_reason, parent_id, client_key, created_at, opened_at, closed_at, expire_at';

/** One pgbench transaction: a group of `group` orders, each for an account of this session's own range. */
export function groupScript(group: number): string {
  const lines = ['\\set span ' + `${ACCOUNTS} / :sessions`, `select nextval('bench_groups') * ${group} as base \\gset`];
  for (let k = 1; k <= group; k++) lines.push(`\\set u${k} 1 + :client_id * :span + random(0, :span - 1)`, `\\set s${k} :u${k} % ${SHARDS}`);
  lines.push('begin;');
  const keys = Array.from({ length: group }, (_, i) => `'order-' || (cast(:base as bigint) + ${i + 1}) || '-fee'`);
  lines.push(`select idem_key from ledger where idem_key in (${keys.join(', ')});`);
  const shards = Array.from({ length: group }, (_, i) => `'shard:' || lpad(:s${i + 1}::text, 3, '0')`);
  lines.push(`select name, epoch from leases where name in (${shards.join(', ')}) order by name for key share;`);
  for (let k = 1; k <= group; k++) {
    lines.push(
      `update users set balance = balance + -400000, lock_balance = lock_balance + 0, used_margin = used_margin + 500000000 where id = :u${k} returning balance, lock_balance, used_margin;`,
      `insert into orders (${ORDER_COLUMNS}) values (cast(:base as bigint) + ${k}, :u${k}, 16, 2, 1000000, 10, 1, 0, 4724760000000, 0, 4724760000000, 0, 0, 0, 0, 500000000, 400000, 0, '', NULL, NULL, ${NOW}, ${NOW}, 0, 0);`,
    );
  }
  const rows = Array.from(
    { length: group },
    (_, i) => `(:u${i + 1}, 3, -400000, 0, '', 'order', (cast(:base as bigint) + ${i + 1})::text, 'order-' || (cast(:base as bigint) + ${i + 1}) || '-fee', ${NOW})`,
  );
  lines.push(`insert into ledger (user_id, type, value, balance_after, memo, ref_type, ref_id, idem_key, created_at) values ${rows.join(', ')};`, 'commit;');
  return lines.join('\n') + '\n';
}

/** Debian's pgbench, of the newest PostgreSQL installed. */
function pgbenchPath(): string {
  const version = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return `/usr/lib/postgresql/${version}/bin/pgbench`;
}

async function prepare(url: string): Promise<void> {
  const db = await openDb({ databaseUrl: url, sqliteFile: '' });
  await db.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, uid, is_demo, credit_score, invite_code, balance, lock_balance, created_at)
       overriding system value
       select g, 'bench' || g, 1, 0, 'bench' || g, 1000000000000000, 0, ${NOW} from generate_series(1, ${ACCOUNTS}) g`,
    );
    await client.query(
      `insert into leases (name, holder, epoch, expires_at) select 'shard:' || lpad(g::text, 3, '0'), 'bench', 1, 0 from generate_series(0, ${SHARDS - 1}) g on conflict (name) do nothing`,
    );
    await client.query('create sequence bench_groups');
  } finally {
    await client.end();
  }
}

/** One row per session count: orders per second and the machine's CPU while pgbench ran. */
export async function benchPgOrders(pgBase: string): Promise<string[]> {
  const pgbench = pgbenchPath();
  const dir = mkdtempSync(join(tmpdir(), 'lotwise-pg-orders-'));
  const script = join(dir, 'group.sql');
  writeFileSync(script, groupScript(PG_GROUP));
  const rows: string[] = [];
  try {
    for (const sessions of SESSIONS) {
      await withScratchDatabase(pgBase, `lotwise_bench_pg_${process.pid}_${sessions}`, async (url) => {
        await prepare(url);
        const before = machineCpu();
        // Extended protocol, one parse per statement, as node-postgres sends a Kysely query.
        const out = execFileSync(
          pgbench,
          ['-n', '-M', 'extended', '-c', String(sessions), '-j', String(Math.min(sessions, 2)), '-T', String(PG_SECONDS), '-D', `sessions=${sessions}`, '-f', script, url],
          {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        const after = machineCpu();
        const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
        const processed = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? NaN);
        const busy = ((after.busy - before.busy) / (after.total - before.total)) * 100;
        // The rows written, counted: every processed group left its PG_GROUP orders and ledger rows.
        const check = new pg.Client({ connectionString: url });
        await check.connect();
        const counted = await check
          .query<{ orders: string; ledger: string }>(`select (select count(*) from orders) as orders, (select count(*) from ledger where ref_type = 'order') as ledger`)
          .finally(() => check.end());
        const written = `${counted.rows[0]!.orders} order rows, ${counted.rows[0]!.ledger} ledger rows for ${processed} groups`;
        rows.push(`| ${sessions} | ${Math.round(tps * PG_GROUP)} orders/s (${written}) | machine ${busy.toFixed(0)} % busy; ${machine()} |`);
        console.log(`  PostgreSQL alone, ${sessions} session(s): ${rows.at(-1)}`);
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1]?.endsWith('bench-pg-orders.ts')) {
  const pgBase = execSync('bash .ci/postgres.sh').toString().trim();
  const rows = await benchPgOrders(pgBase);
  console.log(`\nPostgreSQL alone: the order statements of groups of ${PG_GROUP}, pgbench, ${PG_SECONDS} s each`);
  console.log('| Sessions (node lanes) | Durable orders | Machine |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
}

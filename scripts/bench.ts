// `npm run bench`: what the hot paths cost on this machine, measured outside the test command
// against real servers on fresh databases. Prints numbers; asserts nothing (budgets live in CI,
// not in unit tests). One file per family; `BENCH_ONLY=orders,tick` runs only those.
//   foundation  start-up, market reads, DAY_MARKET to 200 sockets      (bench-foundation.ts)
//   orders      durable order submits per second over HTTP              (bench-orders.ts)
//   tick        one tick against 100,000 open positions                 (bench-tick.ts)
//   stopout     a gap stopping out 10,000 accounts, durable              (bench-stopout.ts)
//   sockets     DAY_MARKET publish to 1,000 and 10,000 socket clients   (bench-sockets.ts)
//   login       a legitimate login during a flood of wrong ones         (bench-login.ts)
//   push        web push to 10,000 browsers in one stop-out wave         (bench-push.ts)
//   cluster     1, 2 and 3 built nodes on PostgreSQL and NATS: orders/s and tick to 10,000
//               sockets, clients in a network namespace (bench-cluster.ts; root). Only when
//               named in BENCH_ONLY or with BENCH_CLUSTER=1; alone: `npm run bench:cluster`.
import { selected } from './bench-kit.ts';
import { benchCluster } from './bench-cluster.ts';
import { benchFoundation } from './bench-foundation.ts';
import { benchLoginFlood } from './bench-login.ts';
import { benchOrders } from './bench-orders.ts';
import { benchPush } from './bench-push.ts';
import { benchSockets } from './bench-sockets.ts';
import { benchStopOut } from './bench-stopout.ts';
import { benchTick } from './bench-tick.ts';

const families: Array<[string, () => Promise<void>]> = [
  ['foundation', benchFoundation],
  ['orders', benchOrders],
  ['tick', benchTick],
  ['stopout', benchStopOut],
  ['sockets', benchSockets],
  ['login', benchLoginFlood],
  ['push', benchPush],
];
for (const [name, run] of families) if (selected(name)) await run();
// The cluster needs root, PostgreSQL, NATS and a build: never part of a plain `npm run bench`.
if (process.env.BENCH_CLUSTER === '1' || (process.env.BENCH_ONLY ?? '').split(',').some((s) => s.trim() === 'cluster')) await benchCluster();

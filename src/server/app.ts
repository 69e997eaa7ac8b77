import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Bus } from './bus.ts';
import { systemClock, type Clock } from './clock.ts';
import { privateFolder } from './data-folder.ts';
import { loadConfig, type Config } from './config.ts';
import { openDb, type Db } from './db/connect.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { seedFundingIfFresh } from './db/seed/funding.ts';
import { loadTranslations } from './i18n/translate.ts';
import { transportOptions } from './http/limits-transport.ts';
import { logOptions } from './http/log-options.ts';
import { loadOperatorKey } from './http/admin-key.ts';
import { schedulePurge } from './auth/purge.ts';
import type { MarketDeps } from './market/index.ts';
import type { Market } from './market/types.ts';
import type { Wallet } from './engine/wallet/index.ts';
import type { Settings } from './engine/settings.ts';
import type { Trading } from './engine/trading/index.ts';
import type { Ranking } from './engine/ranking/index.ts';
import type { Deposits } from './engine/funding/deposits.ts';
import type { Withdrawals } from './engine/funding/withdrawals.ts';
import type { Identity } from './engine/identity/index.ts';
import type { Operations } from './engine/operations/index.ts';
import type { Push } from './notify/push/index.ts';
import type { InboxService } from './notify/inbox/index.ts';
import type { PriceAlerts } from './engine/alerts/index.ts';
import { assembleServices } from './assemble/services.ts';
import { installPlugins } from './assemble/plugins.ts';
import { registerRoutes, registerTestControls } from './assemble/routes.ts';
import { serveApp } from './assemble/static-app.ts';
import { startRunning } from './assemble/lifecycle.ts';
import { createNatsBus } from './cluster/nats-bus.ts';
import type { ClusterAccounts } from './cluster/accounts.ts';

export interface Server {
  app: FastifyInstance;
  config: Config;
  db: Db;
  bus: Bus;
  market: Market;
  clock: Clock;
  /** The only code that changes money. */
  wallet: Wallet;
  /** The site settings, for operator tools and tests (set() tells every reader). */
  settings: Settings;
  /** The margin engine: orders, positions, triggers, stop-out. */
  trading: Trading;
  /** Deposits, withdrawals and identity checks, for tests; operators go through `operations`. */
  funding: { deposits: Deposits; withdrawals: Withdrawals; identity: Identity };
  /** Every operator command (engine/operations): the command line's endpoint and the future back office call these. */
  operations: Operations;
  /** The copy-trading ranking, computed from the system traders' closed orders. */
  ranking: Ranking;
  /** The system traders' user ids by their key (engine/ranking/system-traders.ts). */
  systemTraders: Map<string, number>;
  /** Web push: the devices and the dispatcher of notices (tests await `push.settled()`). */
  push: Push;
  /** Price alerts (tests await `alerts.settled()` after a price move). */
  alerts: PriceAlerts;
  /** The in-app inbox of notices (tests await `inbox.settled()`). */
  inbox: InboxService;
  /** A node of a cluster (NATS_URL): the shards of accounts it owns. */
  cluster?: ClusterAccounts;
  close(): Promise<void>;
}

/** Parts handed in rather than configured: tests pass a manual clock. */
export interface ServerParts {
  clock?: Clock;
  /**
   * false: the market is built (instruments, stored candles) but never ticks. For tests that
   * move a manual clock by days to reach an account rule, without simulating days of quotes.
   */
  runMarket?: boolean;
  /** The quote feed; the simulator when absent. Tests pass the scripted source to drive prices. */
  quotes?: MarketDeps['source'];
  /** Where the log goes instead of stdout: tests read it to prove what it never holds. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the whole server (database, market, API, socket, static app) without listening. The
 * parts are in assemble/: the domain services, the plugins, the routes, the static app, and
 * what runs and stops with the server; this file opens the database and hands them its executor.
 */
export async function buildServer(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env, parts: ServerParts = {}): Promise<Server> {
  const config = loadConfig(env, overrides);
  const clock = parts.clock ?? systemClock;
  const translator = await loadTranslations();
  const app = Fastify({
    logger: logOptions(config.logLevel, parts.logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Body and header caps, the request time-out, TRUST_PROXY, envelopes for what Fastify refuses.
    ...transportOptions(config, translator),
  });
  privateFolder(config.dataDir);
  const db = await openDb(config, (error) => app.log.warn({ err: error }, 'an idle database connection broke; the next query opens a new one'));
  await seedIfEmpty(db);
  await seedFundingIfFresh(db);
  const clusterBus = config.natsUrl
    ? await createNatsBus({ url: config.natsUrl, nodeId: config.nodeId, prefix: config.natsPrefix, onError: (error) => app.log.error({ err: error }, 'bus listener failed') })
    : undefined;
  const services = await assembleServices({ db, config, clock, translator, log: app.log, quotes: parts.quotes, bus: clusterBus });
  const operatorKey = loadOperatorKey(config.dataDir, env.OPERATOR_KEY);
  const purge = schedulePurge(db, clock, config.purgeEveryMs, (error) => app.log.error({ err: error }, 'purging expired rows failed'));

  await installPlugins(app, { config, clock, translator, db });
  registerTestControls(app, config, services);
  await registerRoutes(app, services, { config, clock, translator });
  await serveApp(app, config, translator);

  const running = await startRunning(app, services, { config, clock, runMarket: parts.runMarket !== false, operatorKey, purge });
  const { bus, market, wallet, settings, trading, clusterAccounts, deposits, withdrawals, identity, operations, ranking, systemTraders, push, alerts, inbox } = services;
  return {
    app,
    config,
    db,
    bus,
    market,
    clock,
    wallet,
    settings,
    trading,
    funding: { deposits, withdrawals, identity },
    operations,
    ranking,
    systemTraders,
    push,
    alerts,
    inbox,
    cluster: clusterAccounts,
    async close() {
      await running.stop();
      await clusterBus?.close();
      await db.destroy();
    },
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { createLocalBus, type Bus } from './bus.ts';
import { systemClock, type Clock } from './clock.ts';
import { privateFolder } from './data-folder.ts';
import { onSocketError } from './ws/socket-errors.ts';
import { loadConfig, type Config } from './config.ts';
import { openDb, type Db } from './db/connect.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { loadTranslations } from './i18n/translate.ts';
import { installErrorHandling, installNotFound } from './http/faults.ts';
import { installShellPreload } from './http/shell-preload.ts';
import { transportOptions } from './http/limits-transport.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { marketHandlers } from './http/market.ts';
import { registerCalls } from './http/register.ts';
import { siteHandlers } from './http/site.ts';
import { createCompanies } from './engine/companies/index.ts';
import { createMarket, type MarketDeps } from './market/index.ts';
import type { Market } from './market/types.ts';
import { registerSocket } from './ws/hub.ts';
import { createAuth } from './auth/index.ts';
import { createSessions, tokenOf } from './auth/sessions.ts';
import { createHashQueue } from './auth/hash-queue.ts';
import { createPasswordHasher } from './auth/passwords.ts';
import { createAccounts } from './engine/accounts.ts';
import { createWallet, type Wallet } from './engine/wallet/index.ts';
import { createAreaCodes } from './engine/area-codes.ts';
import { createSettings, type Settings } from './engine/settings.ts';
import { userHandlers } from './http/user.ts';
import { tradeHandlers } from './http/trade.ts';
import { createTrading, type Trading } from './engine/trading/index.ts';
import type { Ranking } from './engine/ranking/index.ts';
import { createNotifier } from './notify/notifier.ts';
import { createPush, type Push } from './notify/push/index.ts';
import { pushHandlers } from './http/push.ts';
import { createInbox, type InboxService } from './notify/inbox/index.ts';
import { inboxHandlers } from './http/inbox.ts';
import { logOptions } from './http/log-options.ts';
import { registerWriteLimits } from './http/rate-limits.ts';
import { installCompression } from './http/compression.ts';
import { schedulePurge } from './auth/purge.ts';
import { registerMarketControl } from './http/market-control.ts';
import { seedFundingIfFresh } from './db/seed/funding.ts';
import { toUnits } from './units.ts';
import { createFundingCatalog } from './engine/funding/catalog.ts';
import { createDeposits, type Deposits } from './engine/funding/deposits.ts';
import { createLedger } from './engine/funding/ledger.ts';
import { createPayoutAccounts } from './engine/funding/payout-accounts.ts';
import { createWithdrawals, type Withdrawals } from './engine/funding/withdrawals.ts';
import { createIdentity, type Identity } from './engine/identity/index.ts';
import { createInvites } from './engine/invites/index.ts';
import { createOperations, type Operations } from './engine/operations/index.ts';
import { createUploads } from './engine/uploads/index.ts';
import { moneyHandlers } from './http/money.ts';
import { registerUploads } from './http/uploads.ts';
import { startOperatorEndpoint } from './http/admin.ts';
import { loadOperatorKey } from './http/admin-key.ts';
import { contentHandlers } from './http/content.ts';
import { createNews } from './engine/news/index.ts';
import { seedNews } from './engine/news/seed.ts';
import { createLegal } from './engine/legal/index.ts';
import { createFeedback } from './engine/feedback/index.ts';
import { createSupport } from './engine/support/index.ts';
import { supportHandlers } from './http/support.ts';
import { chatFeed } from './http/support-wire.ts';
import { createWatchlist } from './engine/watchlist/index.ts';
import { watchlistHandlers } from './http/watchlist.ts';
import { createPriceAlerts, type PriceAlerts } from './engine/alerts/index.ts';
import { alertHandlers } from './http/alerts.ts';
import { createRanking } from './engine/ranking/index.ts';
import { ensureSystemTraders, SYSTEM_TRADERS } from './engine/ranking/system-traders.ts';
import { startBots } from './engine/ranking/bots.ts';
import { registerContentTestControl } from './http/content-test-control.ts';

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

/** Builds the whole server (database, market, API, socket, static app) without listening. */
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
  const db = await openDb(config);
  await seedIfEmpty(db);
  await seedFundingIfFresh(db);
  const bus = createLocalBus({ onError: (error) => app.log.error({ err: error }, 'bus listener failed') });
  const market = await createMarket({ db, bus, config, log: app.log, clock, source: parts.quotes });
  const settings = createSettings(db, bus);
  const areas = createAreaCodes(db);
  const wallet = createWallet(db, clock);
  const passwords = createPasswordHasher({ scryptN: config.scryptN, queue: createHashQueue(config.hashQueue) });
  const trading = createTrading({ db, wallet, market, settings, bus, clock, onError: (error) => app.log.error({ err: error }, 'trading command failed') });
  const accounts = createAccounts(db, { demoBalance: config.demoBalance, clock, wallet, passwords, trading });
  const sessions = createSessions(db, clock, bus);
  const legal = createLegal(db, clock);
  await seedNews(db, clock);
  const news = createNews(db);
  const feedback = createFeedback(db, clock);
  const systemTraders = await ensureSystemTraders(db, wallet, clock);
  const ranking = createRanking({ db, clock });
  const notifier = createNotifier(config, app.log);
  const push = createPush({ db, bus, clock, config: config.push, dataDir: config.dataDir, translator, log: app.log });
  const inbox = createInbox({ db, bus, clock, translator, log: app.log });
  const auth = createAuth({
    db,
    clock,
    sessions,
    accounts,
    areas,
    settings,
    notifier,
    resendMs: config.codeResendSeconds * 1000,
    captcha: { revealAnswers: config.captchaTestMode },
    loginLimits: config.loginLimits,
    codeAddressLimit: config.codeAddressLimit,
    terms: legal,
  });
  if (config.captchaTestMode) app.log.warn('CAPTCHA_TEST_MODE=1: every captcha is sent with its answer. For tests only.');
  const uploads = createUploads(db, clock, config.dataDir);
  const catalog = createFundingCatalog(db);
  const identity = createIdentity({ db, clock, uploads, bus });
  const payoutAccounts = createPayoutAccounts({ db, clock, catalog, identity });
  const deposits = createDeposits({ db, clock, wallet, catalog, uploads, bus });
  // The floating profit of open positions, as forexDetail shows it: what a withdrawal may take depends on it.
  const floating = async (userId: number) => toUnits((await trading.detail(userId)).all_fact_profits);
  const withdrawals = createWithdrawals({ db, clock, wallet, catalog, identity, payoutAccounts, floating, bus });
  const invites = createInvites(db);
  const companies = createCompanies(db);
  const support = createSupport({ db, clock, bus, uploads, feed: chatFeed(bus) });
  const alerts = createPriceAlerts({ db, market, bus, clock, onError: (error) => app.log.error({ err: error }, 'price alert failed') });
  const watchlist = createWatchlist({ db, exists: (forexId) => market.terms(forexId) !== undefined });
  const operations = createOperations({ db, clock, wallet, settings, deposits, withdrawals, identity, uploads, companies, support });
  const operatorKey = loadOperatorKey(config.dataDir, env.OPERATOR_KEY);
  const purge = schedulePurge(db, clock, config.purgeEveryMs, (error) => app.log.error({ err: error }, 'purging expired rows failed'));

  await installSecurityHeaders(app);
  await installCompression(app, { minBytes: config.compressMinBytes });
  await registerWriteLimits(app, { limits: config.writeLimits, clock });
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: onSocketError });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installErrorHandling(app, translator);

  if (config.marketControl) {
    app.log.warn('MARKET_CONTROL=1: loopback requests may set and hold prices. For tests only.');
    registerMarketControl(app, market);
    registerContentTestControl(app, { ranking, systemTraders, openSession: (userId) => sessions.open(userId) });
  }

  await app.register(async (api) => {
    const authenticate = async (request: FastifyRequest) => {
      const session = await sessions.resolve(tokenOf(request.headers.authorization));
      return session && { id: session.userId, isDemo: session.isDemo };
    };
    registerCalls(api, {
      handlers: {
        ...siteHandlers({ settings, areas, companies }),
        ...marketHandlers({ market }),
        ...userHandlers({ auth, accounts }),
        ...tradeHandlers({ trading }),
        ...moneyHandlers({ ledger: createLedger(db), catalog, deposits, withdrawals, payoutAccounts, identity, invites, codes: auth.sendCode }),
        ...contentHandlers({ news, ranking, market, feedback }),
        ...supportHandlers({ support }),
        ...pushHandlers({ push }),
        ...inboxHandlers({ inbox }),
        ...watchlistHandlers({ watchlist }),
        ...alertHandlers({ alerts }),
      },
      translator,
      authenticate,
    });
    await registerUploads(api, { uploads, translator, authenticate });
    registerSocket(api, {
      bus,
      market,
      translator,
      clock,
      verifyToken: async (token) => (await sessions.resolve(token))?.userId ?? null,
      chatUnread: support.unreadForUser,
      limits: { socketsPerAddress: config.socketsPerAddress, messagesPerSecond: config.socketMessagesPerSecond },
      writeThreads: config.socketWriteThreads,
    });
  });

  const indexHtml = join(config.staticDir, 'index.html');
  const hasApp = existsSync(indexHtml);
  if (hasApp) {
    installShellPreload(app);
    await app.register(fastifyStatic, {
      root: config.staticDir,
      // Looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // The .br and .gz copies written at build time (scripts/precompress.ts), when the browser takes them.
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed assets never change; the shell and the service worker must always be checked.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }

  installNotFound(app, translator, hasApp);

  await trading.start();
  await alerts.start();
  if (parts.runMarket !== false) await market.start();
  const operatorEndpoint = await startOperatorEndpoint({ socketPath: config.operatorSocket, operations, operatorKey, log: app.log });
  const bots = config.systemTraders
    ? startBots({
        trading,
        market,
        clock,
        traders: SYSTEM_TRADERS.map((seed) => ({ seed, userId: systemTraders.get(seed.key)! })),
        onError: (error) => app.log.error({ err: error }, 'system trader step failed'),
      })
    : undefined;
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
    async close() {
      bots?.stop();
      await purge.stop();
      await operatorEndpoint.close();
      await app.close();
      await market.stop();
      await trading.stop();
      await alerts.stop();
      await push.stop();
      await inbox.stop();
      await db.destroy();
    },
  };
}

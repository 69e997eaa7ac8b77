import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../contract/index.ts';
import { createLocalBus } from '../bus.ts';
import type { ClusterBus } from '../cluster/nats-bus.ts';
import { createClusterAccounts } from '../cluster/accounts.ts';
import { clusterSocketCaps } from '../cluster/socket-caps.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { Translate } from '../i18n/translate.ts';
import { createMarket, type MarketDeps } from '../market/index.ts';
import { createAuth } from '../auth/index.ts';
import { createSessions } from '../auth/sessions.ts';
import { createHashQueue } from '../auth/hash-queue.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import { createAccounts } from '../engine/accounts.ts';
import { createWallet } from '../engine/wallet/index.ts';
import { createAreaCodes } from '../engine/area-codes.ts';
import { createSettings } from '../engine/settings.ts';
import { createTrading } from '../engine/trading/index.ts';
import { createNotifier } from '../notify/notifier.ts';
import { createPush } from '../notify/push/index.ts';
import { createInbox } from '../notify/inbox/index.ts';
import { createCompanies } from '../engine/companies/index.ts';
import { createFundingCatalog } from '../engine/funding/catalog.ts';
import { createDeposits } from '../engine/funding/deposits.ts';
import { createLedger } from '../engine/funding/ledger.ts';
import { createPayoutAccounts } from '../engine/funding/payout-accounts.ts';
import { createWithdrawals } from '../engine/funding/withdrawals.ts';
import { createIdentity } from '../engine/identity/index.ts';
import { createInvites } from '../engine/invites/index.ts';
import { createOperations } from '../engine/operations/index.ts';
import { createUploads } from '../engine/uploads/index.ts';
import { createNews } from '../engine/news/index.ts';
import { seedNews } from '../engine/news/seed.ts';
import { createLegal } from '../engine/legal/index.ts';
import { createFeedback } from '../engine/feedback/index.ts';
import { createSupport } from '../engine/support/index.ts';
import { chatFeed } from '../http/support-wire.ts';
import { createWatchlist } from '../engine/watchlist/index.ts';
import { createPriceAlerts } from '../engine/alerts/index.ts';
import { createRanking } from '../engine/ranking/index.ts';
import { ensureSystemTraders } from '../engine/ranking/system-traders.ts';

/** What the domain services are built from: the open database, the settings, the clock, the texts and the log. */
export interface AssemblyInput {
  db: Executor;
  config: Config;
  clock: Clock;
  translator: (lang: Lang) => Translate;
  log: FastifyBaseLogger;
  /** The quote feed; the simulator when absent (ServerParts.quotes). */
  quotes?: MarketDeps['source'];
  /** The cluster's bus (cluster/nats-bus.ts); the in-process bus when absent. */
  bus?: ClusterBus;
}

/**
 * Every domain service of the server, built in dependency order: the market, the money, the
 * accounts and what tells people (assembleCore), then funding, support and the operator's
 * commands on top of them (assembleFunding).
 */
export async function assembleServices(input: AssemblyInput) {
  const core = await assembleCore(input);
  return { ...core, ...assembleFunding(input, core) };
}
export type Services = Awaited<ReturnType<typeof assembleServices>>;

/** The bus, the market, the wallet and trading, accounts and sessions, content, ranking, push, inbox and auth. */
async function assembleCore({ db, config, clock, translator, log, quotes, bus: clusterBus }: AssemblyInput) {
  const bus = clusterBus ?? createLocalBus({ onError: (error) => log.error({ err: error }, 'bus listener failed') });
  const cluster = clusterBus ? { nats: clusterBus.nats, prefix: clusterBus.prefix, nodeId: config.nodeId } : undefined;
  const market = await createMarket({ db, bus, config, log, clock, source: quotes, cluster });
  const settings = createSettings(db, bus);
  const areas = createAreaCodes(db);
  // A node of a cluster owns some shards of the accounts; its wallet commits only for those (fencing).
  const clusterAccounts = clusterBus ? createClusterAccounts({ db, clock, nodeId: config.nodeId, onError: (error) => log.error({ err: error }, 'shard lease failed') }) : undefined;
  const wallet = createWallet(db, clock, { fence: clusterAccounts?.fence, fenceGroup: clusterAccounts?.fenceGroup });
  // And caps an address's sockets across the cluster (cluster/socket-caps.ts).
  const socketCaps = clusterBus
    ? clusterSocketCaps({ db, clock, nodeId: config.nodeId, max: config.socketsPerAddress, onError: (error) => log.warn({ err: error }, 'socket caps: the count could not be read') })
    : undefined;
  const passwords = createPasswordHasher({ scryptN: config.scryptN, queue: createHashQueue(config.hashQueue) });
  const trading = createTrading({ db, wallet, market, settings, bus, clock, onError: (error) => log.error({ err: error }, 'trading command failed') });
  const accounts = createAccounts(db, { demoBalance: config.demoBalance, clock, wallet, passwords, trading });
  const sessions = createSessions(db, clock, bus);
  const legal = createLegal(db, clock);
  await seedNews(db, clock);
  const news = createNews(db);
  const feedback = createFeedback(db, clock);
  const systemTraders = await ensureSystemTraders(db, wallet, clock);
  const ranking = createRanking({ db, clock });
  const notifier = createNotifier(config, log);
  const push = createPush({ db, bus, clock, config: config.push, dataDir: config.dataDir, translator, log });
  const inbox = createInbox({ db, bus, clock, translator, log });
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
  if (config.captchaTestMode) log.warn('CAPTCHA_TEST_MODE=1: every captcha is sent with its answer. For tests only.');
  return { bus, market, settings, areas, wallet, trading, clusterAccounts, socketCaps, accounts, sessions, legal, news, feedback, systemTraders, ranking, push, inbox, auth };
}

/** Uploads, the ledger's pages, identity, deposits and withdrawals, invites, companies, support, price alerts, the watchlist and the operator's commands. */
function assembleFunding({ db, config, clock, log }: AssemblyInput, { bus, market, settings, wallet, trading, clusterAccounts }: Awaited<ReturnType<typeof assembleCore>>) {
  // A node of a cluster keeps pictures where every node reads them: the database.
  const uploads = createUploads(db, clock, config.dataDir, { shared: Boolean(config.natsUrl) });
  const catalog = createFundingCatalog(db);
  const ledger = createLedger(db);
  const identity = createIdentity({ db, clock, uploads, bus });
  const payoutAccounts = createPayoutAccounts({ db, clock, catalog, identity });
  const deposits = createDeposits({ db, clock, wallet, catalog, uploads, bus });
  // The floating profit of open positions, as forexDetail shows it: what a withdrawal may take depends on it.
  const floating = async (userId: number) => (await trading.detail(userId)).floating;
  const withdrawals = createWithdrawals({ db, clock, wallet, catalog, identity, payoutAccounts, floating, bus });
  const invites = createInvites(db);
  const companies = createCompanies(db);
  const support = createSupport({ db, clock, bus, uploads, feed: chatFeed(bus) });
  const alerts = createPriceAlerts({ db, market, bus, clock, onError: (error) => log.error({ err: error }, 'price alert failed') });
  clusterAccounts?.bind({ trading, wallet, alerts });
  const watchlist = createWatchlist({ db, exists: (forexId) => market.terms(forexId) !== undefined });
  const operations = createOperations({ db, clock, wallet, settings, deposits, withdrawals, identity, uploads, companies, support });
  return { uploads, catalog, ledger, identity, payoutAccounts, deposits, withdrawals, invites, companies, support, alerts, watchlist, operations };
}

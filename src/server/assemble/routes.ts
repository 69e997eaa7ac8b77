import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Translate } from '../i18n/translate.ts';
import { tokenOf } from '../auth/sessions.ts';
import { marketHandlers } from '../http/market.ts';
import type { HandlerMap } from '../http/handlers.ts';
import { registerCalls, type RegisterOptions } from '../http/register.ts';
import { createForwarder, wasForwarded } from '../cluster/forward.ts';
import type { ClusterBus } from '../cluster/nats-bus.ts';
import { siteHandlers } from '../http/site.ts';
import { userHandlers } from '../http/user.ts';
import { tradeHandlers } from '../http/trade.ts';
import { pushHandlers } from '../http/push.ts';
import { inboxHandlers } from '../http/inbox.ts';
import { moneyHandlers } from '../http/money.ts';
import { registerUploads } from '../http/uploads.ts';
import { contentHandlers } from '../http/content.ts';
import { supportHandlers } from '../http/support.ts';
import { watchlistHandlers } from '../http/watchlist.ts';
import { alertHandlers } from '../http/alerts.ts';
import { registerMarketControl } from '../http/market-control.ts';
import { registerContentTestControl } from '../http/content-test-control.ts';
import { registerSocket } from '../ws/hub.ts';
import type { Services } from './services.ts';

interface RouteInput {
  config: Config;
  clock: Clock;
  translator: (lang: Lang) => Translate;
}

/** MARKET_CONTROL=1 (tests only): loopback requests may set and hold prices and seed the ranking. */
export function registerTestControls(app: FastifyInstance, config: Config, { market, ranking, systemTraders, sessions }: Services) {
  if (!config.marketControl) return;
  app.log.warn('MARKET_CONTROL=1: loopback requests may set and hold prices. For tests only.');
  registerMarketControl(app, market);
  registerContentTestControl(app, { ranking, systemTraders, openSession: (userId) => sessions.open(userId) });
}

/** The API (one handler map per domain, registered from the contract's call table), uploads and the socket, under one session check. */
export async function registerRoutes(app: FastifyInstance, services: Services, { config, clock, translator }: RouteInput) {
  const { bus, market, sessions, support, uploads, socketCaps: caps } = services;
  await caps?.start();
  await app.register(async (api) => {
    const authenticate = async (request: FastifyRequest) => {
      const session = await sessions.resolve(tokenOf(request.headers.authorization));
      return session && { id: session.userId, isDemo: session.isDemo };
    };
    registerCalls(api, { handlers: handlersOf(services), translator, authenticate, forward: forwardingOf(app, services) });
    await registerUploads(api, { uploads, translator, authenticate });
    registerSocket(api, {
      bus,
      market,
      translator,
      clock,
      verifyToken: async (token) => (await sessions.resolve(token))?.userId ?? null,
      chatUnread: support.unreadForUser,
      limits: { socketsPerAddress: config.socketsPerAddress, messagesPerSecond: config.socketMessagesPerSecond },
      caps,
    });
  });
}

/**
 * A node of a cluster passes a signed-in call to the owner of the account (cluster/forward.ts),
 * unless the call was passed to it already: it then runs here, and the fence refuses it if the
 * shard moved meanwhile. A single server has no forwarding.
 */
function forwardingOf(app: FastifyInstance, { bus, clusterAccounts }: Services): RegisterOptions['forward'] {
  if (!clusterAccounts || !('nats' in bus)) return undefined;
  const forwarder = createForwarder(app, bus as ClusterBus, (error) => app.log.error({ err: error }, 'cluster: answering a passed call failed'));
  clusterAccounts.forwardWith(forwarder);
  return async (request, reply, userId) => {
    const shard = wasForwarded(request) ? null : clusterAccounts.elsewhere(userId);
    if (shard === null) return false;
    await forwarder.forward(request, reply, shard);
    return true;
  };
}

/** Every call's handler: one handler map per domain, each a line per call into the engine. */
function handlersOf(services: Services): HandlerMap {
  const { settings, areas, companies, market, auth, accounts, trading, ledger, catalog, deposits, withdrawals, payoutAccounts, identity, invites } = services;
  const { news, ranking, feedback, support, push, inbox, watchlist, alerts } = services;
  return {
    ...siteHandlers({ settings, areas, companies }),
    ...marketHandlers({ market }),
    ...userHandlers({ auth, accounts }),
    ...tradeHandlers({ trading }),
    ...moneyHandlers({ ledger, catalog, deposits, withdrawals, payoutAccounts, identity, invites, codes: auth.sendCode }),
    ...contentHandlers({ news, ranking, market, feedback }),
    ...supportHandlers({ support }),
    ...pushHandlers({ push }),
    ...inboxHandlers({ inbox }),
    ...watchlistHandlers({ watchlist }),
    ...alertHandlers({ alerts }),
  };
}

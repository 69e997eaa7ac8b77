import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import { startOperatorEndpoint } from '../http/admin.ts';
import { startBots } from '../engine/ranking/bots.ts';
import { SYSTEM_TRADERS } from '../engine/ranking/system-traders.ts';
import { createOperatorForwarder } from '../cluster/operator-forward.ts';
import type { ClusterBus } from '../cluster/nats-bus.ts';
import type { Services } from './services.ts';

interface StartInput {
  config: Config;
  clock: Clock;
  /** false: the market is built but never ticks (ServerParts.runMarket). */
  runMarket: boolean;
  operatorKey: string;
  /** The expired-rows purge, scheduled when the services were built; stopped first at close. */
  purge: { stop(): Promise<void> };
}

/**
 * Starts what runs on its own once the routes are in place: the trading engine, price alerts,
 * the market's feed, the operator's endpoint and, when SYSTEM_TRADERS is on, the system traders'
 * bots. Returns what stops it all again, in order: nothing new started (bots, purge, operator
 * endpoint), no request taken (app), then the feed and the engine, and last what still writes
 * their notices (push, inbox). The database is closed by the caller after it.
 */
export async function startRunning(app: FastifyInstance, services: Services, { config, clock, runMarket, operatorKey, purge }: StartInput) {
  const { trading, clusterAccounts, alerts, market, operations, systemTraders, push, inbox } = services;
  // A node of a cluster loads the orders of the shards it comes to own, not all of them.
  await trading.start({ shardsOnly: clusterAccounts !== undefined });
  await alerts.start({ shardsOnly: clusterAccounts !== undefined });
  if (runMarket) await market.start();
  const runner = operatorRunnerOf(app, services);
  await clusterAccounts?.keeper.start();
  const operatorEndpoint = await startOperatorEndpoint({ socketPath: config.operatorSocket, operations, operatorKey, log: app.log, runner });
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
    async stop() {
      bots?.stop();
      await purge.stop();
      await operatorEndpoint.close();
      await app.close();
      await clusterAccounts?.keeper.stop();
      await market.stop();
      await trading.stop();
      await alerts.stop();
      await push.stop();
      await inbox.stop();
    },
  };
}

/** A node of a cluster runs an operator command that changes an account on that account's owner (cluster/operator-forward.ts); before the shards are taken. */
function operatorRunnerOf(app: FastifyInstance, { bus, clusterAccounts, operations }: Services) {
  if (!clusterAccounts || !('nats' in bus)) return undefined;
  const { nats, prefix } = bus as ClusterBus;
  const forwarder = createOperatorForwarder({
    nats,
    prefix,
    accounts: clusterAccounts,
    operations,
    onError: (error) => app.log.error({ err: error }, 'cluster: an operator command on the owner failed'),
  });
  clusterAccounts.forwardWith(forwarder);
  return forwarder.run;
}

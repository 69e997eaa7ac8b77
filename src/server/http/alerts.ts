import type { PriceAlerts } from '../engine/alerts/index.ts';
import { alertWire } from './alert-wire.ts';
import type { HandlerMap } from './handlers.ts';

/** The session's own price alerts (issue 20 item 4); the rules live in engine/alerts, alert-wire.ts formats its values. */
export function alertHandlers({ alerts }: { alerts: PriceAlerts }): HandlerMap {
  return {
    priceAlerts: async ({ user }) => (await alerts.list(user!.id)).map(alertWire),
    createPriceAlert: async ({ user, input }) => alertWire(await alerts.create(user!.id, input)),
    editPriceAlert: async ({ user, input }) => alertWire(await alerts.edit(user!.id, input.id, input)),
    deletePriceAlert: ({ user, input }) => alerts.remove(user!.id, input.id),
  };
}

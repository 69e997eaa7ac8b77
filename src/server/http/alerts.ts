import type { PriceAlerts } from '../engine/alerts/index.ts';
import type { HandlerMap } from './handlers.ts';

/** The session's own price alerts (issue 20 item 4); the rules live in engine/alerts. */
export function alertHandlers({ alerts }: { alerts: PriceAlerts }): HandlerMap {
  return {
    priceAlerts: ({ user }) => alerts.list(user!.id),
    createPriceAlert: ({ user, input }) => alerts.create(user!.id, input),
    editPriceAlert: ({ user, input }) => alerts.edit(user!.id, input.id, input),
    deletePriceAlert: ({ user, input }) => alerts.remove(user!.id, input.id),
  };
}

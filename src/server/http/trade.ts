import type { Trading } from '../engine/trading/index.ts';
import type { HandlerMap } from './handlers.ts';
import { accountWire, orderWire, pageWire } from './order-wire.ts';

/** Orders, positions and the account's trading figures (SPEC.md section 7, Trading and Money); the engine's values formatted by order-wire.ts. */
export function tradeHandlers({ trading }: { trading: Trading }): HandlerMap {
  return {
    submit: async ({ user, input }) => orderWire(await trading.submit(user!.id, input)),
    myDeal: async ({ user, input }) => pageWire(await trading.list(user!.id, input.status, input.page)),
    close: async ({ user, input }) => orderWire(await trading.close(user!.id, input.id, input.cont)),
    cancelTrade: async ({ user, input }) => orderWire(await trading.cancel(user!.id, input.id)),
    setStopPrice: async ({ user, input }) => orderWire(await trading.setStops(user!.id, input.id, input.target_profit_price, input.stop_loss_price, input.trailing_stop)),
    setTargetPrice: async ({ user, input }) => orderWire(await trading.moveTarget(user!.id, input.id, input.target_price)),
    forexDetail: async ({ user }) => accountWire(await trading.detail(user!.id)),
  };
}

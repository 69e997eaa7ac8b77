import type { Trading } from '../engine/trading/index.ts';
import type { HandlerMap } from './handlers.ts';

/** Orders, positions and the account's trading figures (SPEC.md section 7, Trading and Money). */
export function tradeHandlers({ trading }: { trading: Trading }): HandlerMap {
  return {
    submit: ({ user, input }) => trading.submit(user!.id, input),
    myDeal: ({ user, input }) => trading.list(user!.id, input.status, input.page),
    close: ({ user, input }) => trading.close(user!.id, input.id, input.cont),
    cancelTrade: ({ user, input }) => trading.cancel(user!.id, input.id),
    setStopPrice: ({ user, input }) => trading.setStops(user!.id, input.id, input.target_profit_price, input.stop_loss_price, input.trailing_stop),
    setTargetPrice: ({ user, input }) => trading.moveTarget(user!.id, input.id, input.target_price),
    forexDetail: ({ user }) => trading.detail(user!.id),
  };
}

// A dragged order line as a change to the order (issue 19 item 5): which call moves it, and for
// a take-profit or stop-loss what the position would make or lose there. Pure, for tests.
import { profit, type UsdRate } from '../../../contract/formulas.ts';
import type { CallInput } from '../../../contract/calls.ts';
import type { Instrument } from '../../../contract/market.ts';
import type { OrderLine } from './order-lines.ts';

export type LineMoveCall = { name: 'setStopPrice'; params: CallInput<'setStopPrice'> } | { name: 'setTargetPrice'; params: CallInput<'setTargetPrice'> };

const kept = (price: string) => (price !== '' && Number(price) > 0 ? price : '');

/**
 * set_stop_price replaces take-profit, stop-loss and the trailing distance together: the one
 * dragged takes the new price, the others go as the order has them. A pending entry moves alone.
 */
export function lineMoveCall(line: OrderLine, price: string): LineMoveCall {
  const { order } = line;
  if (line.kind === 'pending') return { name: 'setTargetPrice', params: { id: order.Id, target_price: price } };
  return {
    name: 'setStopPrice',
    params: {
      id: order.Id,
      target_profit_price: line.kind === 'take_profit' ? price : kept(order.TargetProfitPrice),
      stop_loss_price: line.kind === 'stop_loss' ? price : kept(order.TargetLossPrice),
      trailing_stop: kept(order.TrailingStop ?? ''),
    },
  };
}

/**
 * What the order would make (or lose) in USD if it closed at `price`: from its fill, or for a
 * pending order from its target. Null for an entry line, or when no quote gives the USD rate.
 */
export function lineResult(line: OrderLine, price: string, instrument: Pick<Instrument, 'ProfitContNum'>, rate: UsdRate | null): string | null {
  if (!rate || (line.kind !== 'take_profit' && line.kind !== 'stop_loss')) return null;
  const { order } = line;
  const open = order.Status === 0 ? order.OriginPrice : order.Price;
  return profit({ side: line.side === 'buy' ? 1 : 2, lots: order.Quantity, profitContNum: instrument.ProfitContNum, open, current: price, rate });
}

// The user's orders on the shown instrument as price lines (issue 8 item 6): each open position
// or pending order at its price, its take-profit and stop-loss as dashed lines. Pure: the
// drawing lives in chart-overlays.ts, the data in use-order-lines.ts.
import { Side, type Order } from '../../../contract/orders.ts';

export type OrderLineKind = 'position' | 'pending' | 'take_profit' | 'stop_loss';

export interface OrderLine {
  /** Stable across refreshes, so an unchanged line is not redrawn. */
  key: string;
  orderId: number;
  kind: OrderLineKind;
  side: 'buy' | 'sell';
  /** Where it is drawn; a chart coordinate, so a number. The label keeps the server's string. */
  price: number;
  priceText: string;
  lots: string;
  /** Take-profit, stop-loss and a pending order's entry can be dragged to a new price; a position's entry is where it filled. */
  draggable: boolean;
  /** The order as listed: its other prices go with a moved one to the server. */
  order: Order;
}

const isSet = (price: string) => price !== '' && Number(price) > 0;

/** Lines for the orders of instrument `code`: holdings at their fill price, pending orders at their target. */
export function orderLines(holdings: readonly Order[], pending: readonly Order[], code: string): OrderLine[] {
  const lines: OrderLine[] = [];
  const add = (order: Order, kind: OrderLineKind, price: string) => {
    if (!isSet(price)) return;
    lines.push({
      key: `${order.Id}:${kind}:${price}:${order.Quantity}`,
      orderId: order.Id,
      kind,
      side: order.OrderType === Side.BUY ? 'buy' : 'sell',
      price: Number(price),
      priceText: price,
      lots: order.Quantity,
      draggable: kind !== 'position',
      order,
    });
  };
  for (const [orders, kind] of [
    [holdings, 'position'],
    [pending, 'pending'],
  ] as const) {
    for (const order of orders) {
      if (order.ForexTradeLists.Code !== code) continue;
      add(order, kind, kind === 'position' ? order.Price : order.OriginPrice);
      add(order, 'take_profit', order.TargetProfitPrice);
      add(order, 'stop_loss', order.TargetLossPrice);
    }
  }
  return lines;
}

/**
 * Whether a FOREX_TRADE push names a holding the cached list lacks: a pending order that has
 * just filled (the server pushes no event of its own for that), so the lists must be read again.
 */
export function namesUnlistedHolding(holdings: readonly Pick<Order, 'Id'>[], pushed: readonly Pick<Order, 'Id'>[]): boolean {
  const listed = new Set(holdings.map((order) => order.Id));
  return pushed.some((order) => !listed.has(order.Id));
}

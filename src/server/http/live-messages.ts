import type { ServerMessageOf } from '../../contract/socket.ts';
import type { Bus } from '../bus.ts';
import { valueText } from '../engine/alerts/rules.ts';
import { Status, unitsToPoints } from '../engine/trading/live-order.ts';
import type { DomainEventOf } from '../events.ts';
import { formatPoints } from '../market/prices.ts';
import { fromUnits } from '../units.ts';
import { accountWire, openOrderWire, orderWire } from './order-wire.ts';

// The engine tells the open app what changed as values (events.ts, LiveEvent); these are the
// socket messages they become, published on the user's channel for the socket hub to forward.
// The bus calls a listener at once, so a message goes out in the order its event was emitted.

type ForexTrade = ServerMessageOf<'FOREX_TRADE'>['data'];
type ForexClosed = ServerMessageOf<'FOREX_CLOSED'>['data'];

/** FOREX_TRADE: each holding's live price, profit and stop-loss, and the account's figures. */
export function forexTrade({ holdings, figures: f }: DomainEventOf<'trading.live'>): ForexTrade {
  const account = accountWire(f);
  return {
    orders: holdings.map(openOrderWire).map((v) => ({ Id: v.Id, UpdatePrice: v.UpdatePrice, FactProfits: v.FactProfits, TargetLossPrice: v.TargetLossPrice })),
    all_fact_profits: account.all_fact_profits!,
    hazard_rate: account.risk_rate ?? '',
    total_margin: account.margin!,
    margin_call: f.marginCall,
    equity: account.equity,
    available: account.available,
    ...(account.stop_out_level === undefined ? {} : { stop_out_level: account.stop_out_level }),
  };
}

/** FOREX_CLOSED: what left the book, and for a position its fill, the level that fired and the result. */
export function forexClosed({ order: o, terms, reason, closed }: DomainEventOf<'trading.closed'>): ForexClosed {
  const price = (units: bigint) => formatPoints(unitsToPoints(units, terms.precision), terms.precision);
  const data: ForexClosed = { Id: o.id, reason, Status: Status.CLOSED, Code: terms.code, ShowCode: terms.showCode, OrderType: o.side, Quantity: fromUnits(o.lots, 2) };
  if (closed) {
    data.UpdatePrice = price(closed.close_price);
    if (closed.trigger_price > 0n) data.TriggerPrice = price(closed.trigger_price);
    data.FactProfits = fromUnits(closed.profit, 6);
  }
  return data;
}

/** Publishes the engine's live events as socket messages until the returned function is called. */
export function relayLiveMessages(bus: Bus): () => void {
  const offs = [
    bus.on('trading.live', (e) => bus.publish(`FOREX_TRADE:${e.userId}`, { type: 'FOREX_TRADE', data: forexTrade(e) })),
    bus.on('trading.closed', (e) => bus.publish(`FOREX_CLOSED:${e.userId}`, { type: 'FOREX_CLOSED', data: forexClosed(e) })),
    bus.on('trading.stop_out', (e) => bus.publish(`FOREX_CLOSED:${e.userId}`, { type: 'STOP_OUT', data: { orders: e.orders.map(orderWire) } })),
    bus.on('alerts.fired', ({ userId, alertId, terms, kind, value, bid }) => {
      const data = { id: alertId, code: terms.code, show_code: terms.showCode, kind, value: valueText(kind, value, terms.precision), price: formatPoints(bid, terms.precision) };
      bus.publish(`FOREX_CLOSED:${userId}`, { type: 'PRICE_ALERT', data });
    }),
  ];
  return () => offs.forEach((off) => off());
}

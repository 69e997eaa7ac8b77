import type { AccountDetail } from '../../contract/account.ts';
import type { Order } from '../../contract/orders.ts';
import type { z } from 'zod';
import { unitsToPoints } from '../engine/trading/live-order.ts';
import type { AccountFigures, OpenOrder, OrderPage, OrderRecord, OrderValue } from '../engine/trading/values.ts';
import { formatPoints } from '../market/prices.ts';
import { fromUnits } from '../units.ts';
import { formatTime } from '../wire-time.ts';

// The trading engine's values in the contract's shape, with the meanings GLOSSARY.md gives each
// wire name. Money to 6 decimals (balance and lock_balance to 2), lots to 2, prices to the
// instrument's decimals; 0 where a price is not set.

const money = (units: bigint) => fromUnits(units, 6);
const lotsText = (units: bigint) => fromUnits(units, 2);

/** An order, open or as its row stands. */
export const orderWire = (v: OrderValue): Order => (v.kind === 'open' ? openOrderWire(v) : recordWire(v));

/** my_deal's answer: all_fact_profits is the floating profit, or for history the realised one. */
export function pageWire(page: OrderPage) {
  return { data: page.orders.map(orderWire), total: page.total, all_fact_profits: money(page.profit), balance: fromUnits(page.balance, 2) };
}

/** forexDetail's answer. */
export function accountWire(f: AccountFigures): z.output<typeof AccountDetail> {
  return {
    balance: fromUnits(f.balance, 2),
    lock_balance: fromUnits(f.lock, 2),
    margin: money(f.margin),
    equity: money(f.equity),
    available: money(f.available),
    all_fact_profits: money(f.floating),
    risk_rate: f.riskRate === null ? null : f.riskRate.toFixed(2),
    ...(f.stopOutLevel === undefined ? {} : { stop_out_level: String(f.stopOutLevel) }),
  };
}

/** An open order at the price now: `v.price` is where it would close (holding) or open (pending). */
export function openOrderWire(v: OpenOrder): Order {
  const { order: o, terms } = v;
  const price = (points: number) => formatPoints(points, terms.precision);
  const pending = o.status === 0;
  return {
    Id: o.id,
    ForexTradeLists: { ShowCode: terms.showCode, Code: terms.code },
    OrderType: o.side,
    Quantity: lotsText(o.lots),
    OriginPrice: price(o.originPrice),
    // A pending order has no fill yet: it would fill at its target (or better, for a limit).
    Price: price(pending ? o.targetPrice : o.openPrice),
    UpdatePrice: price(v.price),
    FactProfits: money(pending ? 0n : v.floating),
    CautionMoney: money(o.margin),
    TradeFee: money(o.fee),
    TargetLossPrice: price(o.stopLoss),
    TargetProfitPrice: price(o.takeProfit),
    Status: o.status,
    Multiple: o.leverage,
    CreateTimeHandler: formatTime(o.createdAt),
    CompleteTimeHandler: '',
    CloseReason: '',
    ...(o.trailing > 0 ? { TrailingStop: price(o.trailing) } : {}),
    ...(o.pendingKind > 0 ? { PendingType: o.pendingKind } : {}),
    ...(o.expireAt > 0 ? { ExpireTimeHandler: formatTime(o.expireAt) } : {}),
  };
}

/** An order as the database has it (history, or the answer of a close or cancel). */
function recordWire({ row: r, terms }: OrderRecord): Order {
  const price = (units: bigint | number | undefined) => formatPoints(unitsToPoints(BigInt(units ?? 0), terms.precision), terms.precision);
  const units = (v: bigint | number | undefined) => BigInt(v ?? 0);
  const status = Number(r.status);
  return {
    Id: Number(r.id),
    ForexTradeLists: { ShowCode: terms.showCode, Code: terms.code },
    OrderType: Number(r.side),
    Quantity: lotsText(units(r.lots)),
    OriginPrice: price(r.origin_price),
    Price: price(units(r.open_price) > 0n ? r.open_price : r.target_price),
    UpdatePrice: price(r.close_price),
    FactProfits: money(units(r.profit)),
    CautionMoney: money(units(r.margin)),
    TradeFee: money(units(r.fee)),
    TargetLossPrice: price(r.stop_loss),
    TargetProfitPrice: price(r.take_profit),
    Status: status,
    Multiple: Number(r.leverage),
    CreateTimeHandler: formatTime(Number(r.created_at)),
    CompleteTimeHandler: formatTime(Number(r.closed_at ?? 0)),
    CloseReason: r.close_reason ?? '',
    ...(units(r.trigger_price) > 0n ? { TriggerPrice: price(r.trigger_price) } : {}),
    ...(units(r.trailing_stop) > 0n ? { TrailingStop: price(r.trailing_stop) } : {}),
    ...(Number(r.pending_kind ?? 0) > 0 ? { PendingType: Number(r.pending_kind) } : {}),
    ...(units(r.expire_at) > 0n ? { ExpireTimeHandler: formatTime(Number(r.expire_at)) } : {}),
  };
}

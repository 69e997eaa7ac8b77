// How an order row reads: side, sign of its profit, times in the viewer's zone. Pure, for tests.
import { slippage, type Slippage } from '../../../contract/slippage.ts';
import { Side, type Order } from '../../../contract/orders.ts';
import { formatInstant, type TimeSettings } from '../../lib/time-format.ts';
import { parseServerTime } from '../../lib/time-parts.ts';
import { currentTimeSettings } from '../../state/time-zone.ts';

export type ProfitSign = 'up' | 'down' | 'flat';

export const isBuy = (order: Pick<Order, 'OrderType'>) => order.OrderType === Side.BUY;

/** up for a gain, down for a loss, flat for zero or no figure: the row's colour. */
export function profitSign(value: string): ProfitSign {
  const number = Number(value);
  if (!Number.isFinite(number) || number === 0) return 'flat';
  return number > 0 ? 'up' : 'down';
}

/** A profit with its sign (+12.30, -4.00, 0.00), two decimals as money. */
export function profitText(value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '--';
  const text = Math.abs(number).toFixed(2);
  return number > 0 ? `+${text}` : number < 0 ? `-${text}` : text;
}

/** A price as the server sent it; an unset take-profit or stop-loss ('' or 0) reads as '--'. */
export function priceOrDash(value: string): string {
  return value === '' || Number(value) === 0 ? '--' : value;
}

/**
 * The server's UTC 'YYYY-MM-DD HH:mm:ss' as the app's date and time (lib/time-format.ts), in the
 * chosen zone and language unless told; '' when empty. Screens show it through <Time>.
 */
export function orderTime(utc: string, settings: TimeSettings = currentTimeSettings()): string {
  const at = parseServerTime(utc);
  return at === null ? '' : formatInstant(at, 'dateTime', settings);
}

/** Lots after stepping `delta` steps of `pip` from `lots`, kept between `pip` and `max`, as a decimal string. */
export function stepLots(lots: string, pip: string, delta: number, max: string): string {
  const step = Number(pip) > 0 ? Number(pip) : 0.01;
  const places = (pip.split('.')[1] ?? '').length;
  const scaled = Math.round(Number(lots) / step) + delta;
  const bounded = Math.min(Math.max(scaled, 1), Math.round(Number(max) / step));
  return (bounded * step).toFixed(places);
}

/**
 * A history row's slippage (positive: filled worse than its take-profit or stop-loss level), or
 * null when no level closed it.
 */
export function orderSlippage(order: Pick<Order, 'OrderType' | 'TriggerPrice' | 'UpdatePrice'>): Slippage | null {
  if (!order.TriggerPrice || Number(order.TriggerPrice) === 0) return null;
  const precision = (/\.(\d+)$/.exec(order.UpdatePrice)?.[1] ?? '').length;
  return slippage({ side: isBuy(order) ? 1 : 2, trigger: order.TriggerPrice, fill: order.UpdatePrice, precision });
}

/** `percent` of a position's lots, down to a whole number of `pip` steps, at least one step, as a decimal string. */
export function shareOfLots(quantity: string, pip: string, percent: number): string {
  const step = Number(pip) > 0 ? Number(pip) : 0.01;
  const places = (pip.split('.')[1] ?? '').length;
  const steps = Math.max(1, Math.floor(((Math.round((Number(quantity) / step) * 1e6) / 1e6) * percent) / 100 + 1e-9));
  return (Math.min(steps, Math.round(Number(quantity) / step)) * step).toFixed(places);
}

/** Typed lots to close: a whole number of `pip` steps from one step to the whole position, or null. */
export function lotsToClose(typed: string, pip: string, quantity: string): string | null {
  const step = Number(pip) > 0 ? Number(pip) : 0.01;
  const value = Number(typed.trim());
  if (!typed.trim() || !Number.isFinite(value)) return null;
  const steps = Math.round(value / step);
  if (Math.abs(steps * step - value) > step / 1e6 || steps < 1 || steps > Math.round(Number(quantity) / step)) return null;
  return (steps * step).toFixed((pip.split('.')[1] ?? '').length);
}

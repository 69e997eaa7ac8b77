// What a close the trader did not ask for says, in their language: the instrument, why, the
// fill, the slippage from the level that fired, and the result. Pure, for tests.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { slippage } from '../../../contract/slippage.ts';
import { slippageText } from '../orders/slippage-text.ts';
import type { ServerMessageOf } from '../../../contract/socket.ts';
import { formatDecimal } from '../market/format.ts';

type Closed = ServerMessageOf<'FOREX_CLOSED'>['data'];
type StopOut = ServerMessageOf<'STOP_OUT'>['data'];

/** Closes the person asked for (their own close, cancel or reset) already said so on screen; a stop-out has its own notice. */
const SILENT = new Set(['user', 'cancelled', 'demo_reset', 'stop_out']);

const money = (value: string) => formatDecimal(value, 2);
const decimalsOf = (price: string) => (/\.(\d+)$/.exec(price)?.[1] ?? '').length;

/** The toast for a FOREX_CLOSED, or null when there is nothing to tell. */
export function closedNotice(i18n: I18n, data: Closed): { text: string; kind: 'success' | 'info' | 'error' } | null {
  const reason = data.reason ?? '';
  if (SILENT.has(reason)) return null;
  const instrument = data.ShowCode ?? data.Code ?? '';
  if (reason === 'expired') {
    return { text: i18n._(msg`Pending order on ${instrument} expired: cancelled, nothing was charged`), kind: 'info' };
  }
  if (reason === 'margin_short') {
    return { text: i18n._(msg`Pending order on ${instrument} cancelled: not enough free margin when its price was reached`), kind: 'info' };
  }
  const price = data.UpdatePrice ?? '';
  const result = `${money(data.FactProfits ?? '0')} USD`;
  const slipped = data.TriggerPrice && price && data.OrderType ? slippage({ side: data.OrderType === 1 ? 1 : 2, trigger: data.TriggerPrice, fill: price, precision: decimalsOf(price) }) : null;
  // Filled at its level: nothing to say about slippage.
  const slip = slipped && Number(slipped.amount) !== 0 ? slippageText(i18n, slipped) : '';
  const kind = Number(data.FactProfits ?? 0) >= 0 ? 'success' : 'error';
  if (reason === 'take_profit') {
    return { text: slip ? i18n._(msg`Take-profit hit on ${instrument} at ${price} (${slip}): ${result}`) : i18n._(msg`Take-profit hit on ${instrument} at ${price}: ${result}`), kind };
  }
  if (reason === 'trailing_stop') {
    return { text: slip ? i18n._(msg`Trailing stop hit on ${instrument} at ${price} (${slip}): ${result}`) : i18n._(msg`Trailing stop hit on ${instrument} at ${price}: ${result}`), kind };
  }
  if (reason === 'stop_loss') {
    return { text: slip ? i18n._(msg`Stop-loss hit on ${instrument} at ${price} (${slip}): ${result}`) : i18n._(msg`Stop-loss hit on ${instrument} at ${price}: ${result}`), kind };
  }
  return { text: i18n._(msg`${instrument} closed at ${price}: ${result}`), kind };
}

/** The one toast of a stop-out: every position it closed and what each lost. */
export function stopOutNotice(i18n: I18n, data: StopOut): string {
  const list = data.orders
    .map((o) => {
      const [instrument, lots, price, result] = [o.ForexTradeLists.ShowCode, o.Quantity, o.UpdatePrice, money(o.FactProfits)];
      return i18n._(msg`${instrument} ${lots} lots at ${price}: ${result} USD`);
    })
    .join('; ');
  return i18n._(msg`Stop-out: your margin level fell to the stop-out level. Closed ${list}`);
}

/** The toast of a price alert that fired while the app is open: the instrument, its condition, the price now. */
export function alertNotice(i18n: I18n, data: ServerMessageOf<'PRICE_ALERT'>['data']): string {
  const precision = decimalsOf(data.price);
  const [instrument, price] = [data.show_code, formatDecimal(data.price, precision)];
  const level = formatDecimal(data.value, data.kind === 'above' || data.kind === 'below' ? precision : 2);
  switch (data.kind) {
    case 'above':
      return i18n._(msg`Price alert: ${instrument} rose above ${level}, now ${price}`);
    case 'below':
      return i18n._(msg`Price alert: ${instrument} fell below ${level}, now ${price}`);
    case 'rise':
      return i18n._(msg`Price alert: ${instrument} is up ${level} % today, now ${price}`);
    default:
      return i18n._(msg`Price alert: ${instrument} is down ${level} % today, now ${price}`);
  }
}

import { LANG_INFO, type Lang } from '../../contract/index.ts';
import type { DomainEventOf, NoticeEvent } from '../events.ts';
import type { Translate } from './translate.ts';

// The texts of web push notifications (issue 20): what the lock screen shows, in the language
// the device subscribed with. Short: a title and one or two lines. The /*i18n*/ mark puts them in
// the 18 catalogs beside the app's texts (lingui.config.ts includes this file).
export const p = {
  filledTitle: /*i18n*/ { id: 'server.push.filledTitle', message: 'Order filled: {instrument}' },
  filledBody: /*i18n*/ { id: 'server.push.filledBody', message: '{side, select, buy {Buy} other {Sell}} {lots} lots at {price}.' },
  takeProfitTitle: /*i18n*/ { id: 'server.push.takeProfitTitle', message: 'Take-profit hit on {instrument}' },
  stopLossTitle: /*i18n*/ { id: 'server.push.stopLossTitle', message: 'Stop-loss hit on {instrument}' },
  trailingStopTitle: /*i18n*/ { id: 'server.push.trailingStopTitle', message: 'Trailing stop hit on {instrument}' },
  closedBody: /*i18n*/ { id: 'server.push.closedBody', message: 'Closed at {price}. Result: {result}.' },
  marginCallTitle: /*i18n*/ { id: 'server.push.marginCallTitle', message: 'Margin call' },
  marginCallBody: /*i18n*/ { id: 'server.push.marginCallBody', message: 'Your margin level is {level}. Positions are closed at {stopOut}.' },
  stopOutTitle: /*i18n*/ { id: 'server.push.stopOutTitle', message: 'Stop-out: positions closed' },
  stopOutLine: /*i18n*/ { id: 'server.push.stopOutLine', message: '{instrument}, {lots} lots: {result}' },
  stopOutMore: /*i18n*/ { id: 'server.push.stopOutMore', message: '{count, plural, one {and # more position} other {and # more positions}}' },
  depositApprovedTitle: /*i18n*/ { id: 'server.push.depositApprovedTitle', message: 'Deposit approved' },
  depositApprovedBody: /*i18n*/ { id: 'server.push.depositApprovedBody', message: '{amount} has been credited to your account.' },
  depositRejectedTitle: /*i18n*/ { id: 'server.push.depositRejectedTitle', message: 'Deposit rejected' },
  depositRejectedBody: /*i18n*/ { id: 'server.push.depositRejectedBody', message: 'Your deposit of {amount} was rejected. Reason: {reason}' },
  withdrawalPaidTitle: /*i18n*/ { id: 'server.push.withdrawalPaidTitle', message: 'Withdrawal paid' },
  withdrawalPaidBody: /*i18n*/ { id: 'server.push.withdrawalPaidBody', message: 'Your withdrawal of {amount} has been paid.' },
  withdrawalRejectedTitle: /*i18n*/ { id: 'server.push.withdrawalRejectedTitle', message: 'Withdrawal rejected' },
  withdrawalRejectedBody: /*i18n*/ { id: 'server.push.withdrawalRejectedBody', message: 'Your withdrawal of {amount} was rejected and the amount is available again. Reason: {reason}' },
  identityApprovedTitle: /*i18n*/ { id: 'server.push.identityApprovedTitle', message: 'Identity verified' },
  identityApprovedBody: /*i18n*/ { id: 'server.push.identityApprovedBody', message: 'Your identity check has been approved.' },
  identityRejectedTitle: /*i18n*/ { id: 'server.push.identityRejectedTitle', message: 'Identity check not approved' },
  identityRejectedBody: /*i18n*/ { id: 'server.push.identityRejectedBody', message: 'Reason: {reason}. You can send your details again.' },
  supportTitle: /*i18n*/ { id: 'server.push.supportTitle', message: 'New reply from customer service' },
  supportBody: /*i18n*/ { id: 'server.push.supportBody', message: 'Open the chat to read it.' },
  alertTitle: /*i18n*/ { id: 'server.push.alertTitle', message: 'Price alert: {instrument}' },
  alertAboveBody: /*i18n*/ { id: 'server.push.alertAboveBody', message: '{instrument} rose above {level}: now {price}.' },
  alertBelowBody: /*i18n*/ { id: 'server.push.alertBelowBody', message: '{instrument} fell below {level}: now {price}.' },
  alertRiseBody: /*i18n*/ { id: 'server.push.alertRiseBody', message: '{instrument} is up {percent} today: now {price}.' },
  alertFallBody: /*i18n*/ { id: 'server.push.alertFallBody', message: '{instrument} is down {percent} today: now {price}.' },
} as const;

/** Positions a stop-out notification lists by name; the rest are counted. */
export const STOP_OUT_LINES = 5;

/**
 * Numbers in the reader's language (its decimal and group separators), with Latin digits as
 * every trading screen shows them. One Intl.NumberFormat per language and shape, kept: a wave of
 * 10,000 notifications formats with a handful.
 */
const formats = new Map<string, Intl.NumberFormat>();
function format(lang: Lang, kind: 'plain' | 'usd' | 'signedUsd', places: number): Intl.NumberFormat {
  const key = `${lang}|${kind}|${places}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: places, maximumFractionDigits: places, numberingSystem: 'latn' };
    if (kind !== 'plain') Object.assign(options, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    if (kind === 'signedUsd') options.signDisplay = 'exceptZero';
    f = new Intl.NumberFormat(LANG_INFO[lang].tag, { ...options, roundingMode: 'halfEven' } as Intl.NumberFormatOptions);
    formats.set(key, f);
  }
  return f;
}
const placesOf = (text: string) => text.split('.')[1]?.length ?? 0;
// format()'s string overload is exact (no binary float on the way); TypeScript still types it as number.
const exact = (text: string) => text as unknown as number;

/** Texts of one language with its number formats. */
export function pushWriter(lang: Lang, t: Translate) {
  const price = (text: string) => format(lang, 'plain', placesOf(text)).format(exact(text));
  const lots = (text: string) => format(lang, 'plain', 2).format(exact(text));
  const result = (usd: string) => format(lang, 'signedUsd', 2).format(exact(usd));
  const amount = (text: string, currency: string) =>
    currency === 'USD' ? format(lang, 'usd', 2).format(exact(text)) : `${format(lang, 'plain', Math.max(2, placesOf(text))).format(exact(text))} ${currency}`;
  const percent = (text: string) => `${format(lang, 'plain', Math.min(2, placesOf(text))).format(exact(text))} %`;

  return {
    /** Title and body of a notice event (notify/push/notices.ts decides which events are pushed). */
    write(event: NoticeEvent): { title: string; body: string } {
      switch (event.type) {
        case 'order.filled':
          return { title: t(p.filledTitle, { instrument: event.showCode }), body: t(p.filledBody, { side: event.side === 1 ? 'buy' : 'sell', lots: lots(event.lots), price: price(event.price) }) };
        case 'order.closed': {
          const title = event.reason === 'take_profit' ? p.takeProfitTitle : event.reason === 'trailing_stop' ? p.trailingStopTitle : p.stopLossTitle;
          return { title: t(title, { instrument: event.showCode }), body: t(p.closedBody, { price: price(event.price), result: result(event.profit) }) };
        }
        case 'account.margin_call':
          return { title: t(p.marginCallTitle), body: t(p.marginCallBody, { level: percent(event.level), stopOut: percent(event.stopOutLevel) }) };
        case 'account.stop_out':
          return { title: t(p.stopOutTitle), body: stopOutBody(event) };
        case 'funding.decided':
          return funding(event);
        case 'identity.decided':
          return event.approved
            ? { title: t(p.identityApprovedTitle), body: t(p.identityApprovedBody) }
            : { title: t(p.identityRejectedTitle), body: t(p.identityRejectedBody, { reason: event.reason }) };
        case 'support.replied':
          return { title: t(p.supportTitle), body: t(p.supportBody) };
        case 'alert.triggered':
          return { title: t(p.alertTitle, { instrument: event.showCode }), body: alertBody(event) };
      }
    },
  };

  function alertBody(event: DomainEventOf<'alert.triggered'>): string {
    const values = { instrument: event.showCode, price: price(event.price) };
    if (event.kind === 'above') return t(p.alertAboveBody, { ...values, level: price(event.value) });
    if (event.kind === 'below') return t(p.alertBelowBody, { ...values, level: price(event.value) });
    return t(event.kind === 'rise' ? p.alertRiseBody : p.alertFallBody, { ...values, percent: percent(event.value) });
  }

  function stopOutBody(event: DomainEventOf<'account.stop_out'>): string {
    const lines = event.positions.slice(0, STOP_OUT_LINES).map((x) => t(p.stopOutLine, { instrument: x.showCode, lots: lots(x.lots), result: result(x.profit) }));
    const more = event.positions.length - STOP_OUT_LINES;
    if (more > 0) lines.push(t(p.stopOutMore, { count: more }));
    return lines.join('\n');
  }

  function funding(event: DomainEventOf<'funding.decided'>): { title: string; body: string } {
    const values = { amount: amount(event.amount, event.currency), reason: event.reason };
    if (event.what === 'deposit') {
      return event.approved ? { title: t(p.depositApprovedTitle), body: t(p.depositApprovedBody, values) } : { title: t(p.depositRejectedTitle), body: t(p.depositRejectedBody, values) };
    }
    return event.approved ? { title: t(p.withdrawalPaidTitle), body: t(p.withdrawalPaidBody, values) } : { title: t(p.withdrawalRejectedTitle), body: t(p.withdrawalRejectedBody, values) };
  }
}

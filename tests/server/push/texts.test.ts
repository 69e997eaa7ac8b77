import { describe, expect, it } from 'vitest';
import { LANG_INFO, LANGS } from '../../../src/contract/index.ts';
import type { NoticeEvent } from '../../../src/server/events.ts';
import { pushWriter, STOP_OUT_LINES } from '../../../src/server/i18n/push-texts.ts';
import { loadTranslations } from '../../../src/server/i18n/translate.ts';
import { noticeOf } from '../../../src/server/notify/push/notices.ts';

const translator = await loadTranslations();
const at = Date.UTC(2026, 0, 5, 15);
const position = (orderId: number) => ({ orderId, code: 'EURUSD', showCode: 'EUR/USD', side: 1 as const, lots: '1.50', price: '1.09480', profit: '-1234.50' });
/** One event of every text the server pushes. */
const EVENTS: NoticeEvent[] = [
  { type: 'order.filled', userId: 1, orderId: 7, code: 'EURUSD', showCode: 'EUR/USD', side: 1, lots: '2.00', price: '1.09900', at },
  { type: 'order.filled', userId: 1, orderId: 8, code: 'EURUSD', showCode: 'EUR/USD', side: 2, lots: '2.00', price: '1.09900', at },
  { type: 'order.closed', userId: 1, orderId: 7, code: 'XAUUSD', showCode: 'XAU/USD', side: 1, lots: '1.00', reason: 'take_profit', price: '4012.35', trigger: '4012.00', profit: '1234.5', at },
  { type: 'order.closed', userId: 1, orderId: 7, code: 'EURUSD', showCode: 'EUR/USD', side: 1, lots: '1.00', reason: 'stop_loss', price: '1.09480', trigger: '1.09500', profit: '-540.00', at },
  { type: 'order.closed', userId: 1, orderId: 7, code: 'EURUSD', showCode: 'EUR/USD', side: 1, lots: '1.00', reason: 'trailing_stop', price: '1.09480', trigger: '1.09500', profit: '12.00', at },
  { type: 'account.margin_call', userId: 1, level: '94.58', stopOutLevel: '50', at },
  { type: 'account.stop_out', userId: 1, positions: Array.from({ length: STOP_OUT_LINES + 2 }, (_, i) => position(i + 1)), at },
  { type: 'funding.decided', userId: 1, what: 'deposit', id: 3, depositType: 0, approved: true, amount: '500.00', currency: 'USD', reason: '', at },
  { type: 'funding.decided', userId: 1, what: 'deposit', id: 3, depositType: 0, approved: false, amount: '0.005', currency: 'BTC', reason: 'no transfer found', at },
  { type: 'funding.decided', userId: 1, what: 'withdrawal', id: 4, withdrawalType: 1, approved: true, amount: '250.00', currency: 'USD', reason: '', at },
  { type: 'funding.decided', userId: 1, what: 'withdrawal', id: 4, withdrawalType: 1, approved: false, amount: '250.00', currency: 'USD', reason: 'address mismatch', at },
  { type: 'identity.decided', userId: 1, approved: true, reason: '', at },
  { type: 'identity.decided', userId: 1, approved: false, reason: 'blurred photo', at },
  { type: 'support.replied', userId: 1, messageId: 9, at },
  { type: 'alert.triggered', userId: 1, alertId: 2, code: 'EURUSD', showCode: 'EUR/USD', kind: 'above', value: '1.10000', price: '1.10012', at },
  { type: 'alert.triggered', userId: 1, alertId: 3, code: 'XAUUSD', showCode: 'XAU/USD', kind: 'below', value: '3990.00', price: '3989.50', at },
  { type: 'alert.triggered', userId: 1, alertId: 4, code: 'EURUSD', showCode: 'EUR/USD', kind: 'rise', value: '1.50', price: '1.11650', at },
  { type: 'alert.triggered', userId: 1, alertId: 5, code: 'EURUSD', showCode: 'EUR/USD', kind: 'fall', value: '2.00', price: '1.07800', at },
];

describe('push texts', () => {
  const english = pushWriter('en', translator('en'));

  it('read in English as the issue describes them', () => {
    expect(EVENTS.map((e) => english.write(e))).toEqual([
      { title: 'Order filled: EUR/USD', body: 'Buy 2.00 lots at 1.09900.' },
      { title: 'Order filled: EUR/USD', body: 'Sell 2.00 lots at 1.09900.' },
      { title: 'Take-profit hit on XAU/USD', body: 'Closed at 4,012.35. Result: +$1,234.50.' },
      { title: 'Stop-loss hit on EUR/USD', body: 'Closed at 1.09480. Result: -$540.00.' },
      { title: 'Trailing stop hit on EUR/USD', body: 'Closed at 1.09480. Result: +$12.00.' },
      { title: 'Margin call', body: 'Your margin level is 94.58 %. Positions are closed at 50 %.' },
      {
        title: 'Stop-out: positions closed',
        body: [...Array(STOP_OUT_LINES)]
          .map(() => 'EUR/USD, 1.50 lots: -$1,234.50')
          .concat('and 2 more positions')
          .join('\n'),
      },
      { title: 'Deposit approved', body: '$500.00 has been credited to your account.' },
      { title: 'Deposit rejected', body: 'Your deposit of 0.005 BTC was rejected. Reason: no transfer found' },
      { title: 'Withdrawal paid', body: 'Your withdrawal of $250.00 has been paid.' },
      { title: 'Withdrawal rejected', body: 'Your withdrawal of $250.00 was rejected and the amount is available again. Reason: address mismatch' },
      { title: 'Identity verified', body: 'Your identity check has been approved.' },
      { title: 'Identity check not approved', body: 'Reason: blurred photo. You can send your details again.' },
      { title: 'New reply from customer service', body: 'Open the chat to read it.' },
      { title: 'Price alert: EUR/USD', body: 'EUR/USD rose above 1.10000: now 1.10012.' },
      { title: 'Price alert: XAU/USD', body: 'XAU/USD fell below 3,990.00: now 3,989.50.' },
      { title: 'Price alert: EUR/USD', body: 'EUR/USD is up 1.50 % today: now 1.11650.' },
      { title: 'Price alert: EUR/USD', body: 'EUR/USD is down 2.00 % today: now 1.07800.' },
    ]);
  });

  it('are written in each of the 18 languages, with its number formats and the facts kept', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const writer = pushWriter(lang, translator(lang));
      EVENTS.forEach((event, i) => {
        const text = writer.write(event);
        const en = english.write(event);
        // Translated (a missing catalog entry would fall back to English), names and reasons kept.
        expect(`${text.title}\n${text.body}`, `${lang} ${event.type}`).not.toBe(`${en.title}\n${en.body}`);
        expect(`${text.title} ${text.body}`, `${lang} ${event.type}`).not.toMatch(/[{}]/);
        if ('showCode' in event) expect(`${text.title} ${text.body}`).toContain(event.showCode);
        if ('reason' in event && event.reason && event.type !== 'order.closed') expect(text.body).toContain(event.reason);
        if (i === 6) expect(text.body.split('\n')).toHaveLength(STOP_OUT_LINES + 1);
        // An alert names the bid that fired it and its level or percentage, in this language's number format.
        if (event.type === 'alert.triggered') {
          const places = (text: string) => text.split('.')[1]!.length;
          const local = (text: string) => new Intl.NumberFormat(LANG_INFO[lang].tag, { minimumFractionDigits: places(text), numberingSystem: 'latn' }).format(Number(text));
          expect(text.body, `${lang} ${event.kind}`).toContain(local(event.price));
          expect(text.body, `${lang} ${event.kind}`).toContain(local(event.value));
        }
      });
    }
    // The language's own separators, Latin digits.
    expect(pushWriter('de', translator('de')).write(EVENTS[3]!).body).toBe('Geschlossen zu 1,09480. Ergebnis: -540,00\u00a0$.');
    expect(pushWriter('ar', translator('ar')).write(EVENTS[3]!).body).toContain('1.09480');
  });

  it('are pushed only for the closes a person did not make, with the screen a tap opens', () => {
    expect(EVENTS.map((e) => noticeOf(e)?.url)).toEqual([
      '/order?type=1&id=7',
      '/order?type=1&id=8',
      '/order?type=3&id=7',
      '/order?type=3&id=7',
      '/order?type=3&id=7',
      '/order?type=1',
      '/order?type=3',
      '/mine/charge?type=0&id=3',
      '/mine/charge?type=0&id=3',
      '/mine/withdraw?type=1&id=4',
      '/mine/withdraw?type=1&id=4',
      '/mine/auth',
      '/mine/auth',
      '/mine/chat',
      '/trade?code=EURUSD',
      '/trade?code=XAUUSD',
      '/trade?code=EURUSD',
      '/trade?code=EURUSD',
    ]);
    for (const reason of ['user', 'stop_out', 'demo_reset']) expect(noticeOf({ ...(EVENTS[3] as Extract<NoticeEvent, { type: 'order.closed' }>), reason })).toBeNull();
  });
});

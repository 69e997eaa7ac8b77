import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_ALERTS_MAX, ResultCode, type PriceAlert } from '../../../src/contract/index.ts';
import type { DomainEventOf } from '../../../src/server/events.ts';
import { startTrading, type TradingServer } from '../trading/harness.ts';
import { ALERTS, alertCall, CREATE, DELETE, EDIT, move } from './harness.ts';

// Price alerts over real HTTP on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
// prices from the scripted source on a manual clock: what fires, once, and whose alerts are whose.
let t: TradingServer;
const fired: Array<DomainEventOf<'alert.triggered'>> = [];
const START = { code: 'EURUSD', bid: '1.10000', ask: '1.10020' };
const at = (bid: string) => [{ code: 'EURUSD', bid, ask: (Number(bid) + 0.0002).toFixed(5) }];

beforeAll(async () => {
  t = await startTrading();
  t.server.bus.on('alert.triggered', (event) => void fired.push(event));
});
afterAll(async () => {
  await t?.stop();
});
beforeEach(async () => {
  await move(t, [START]);
  fired.length = 0;
});

const create = (token: string, kind: string, value: string, code = 'EURUSD', lang = 'en') => alertCall(t, token, CREATE, { forex_id: t.id(code), kind, value }, lang);
/** What fired for one account (other tests' alerts stay waiting on the same server). */
const firedFor = (userId: number) => fired.filter((e) => e.userId === userId);
const list = async (token: string): Promise<PriceAlert[]> => (await alertCall(t, token, ALERTS)).data;

describe('a price alert', () => {
  it('fires once when the bid reaches it, only the ones crossed, and is listed as fired with the time and the price', async () => {
    const { token, id: userId } = await t.account(); // a demo account may set alerts
    const above = (await create(token, 'above', '1.10100')).data as PriceAlert;
    expect(above).toMatchObject({ code: 'EURUSD', show_code: 'EUR/USD', kind: 'above', value: '1.10100', level: '1.10100', triggered_at: null, triggered_price: '' });
    const farther = (await create(token, 'above', '1.10300')).data as PriceAlert;
    const below = (await create(token, 'below', '1.09900')).data as PriceAlert;

    await move(t, at('1.10099'));
    expect(firedFor(userId)).toEqual([]);
    await t.clock.advance(60_000);
    await move(t, at('1.10150'));
    expect(firedFor(userId)).toEqual([
      { type: 'alert.triggered', userId, alertId: above.id, code: 'EURUSD', showCode: 'EUR/USD', kind: 'above', value: '1.10100', price: '1.10150', at: t.clock.now() },
    ]);
    // Once: the price stays above, goes down and up again.
    await move(t, at('1.10160'));
    await move(t, at('1.10000'));
    await move(t, at('1.10200'));
    expect(firedFor(userId).map((e) => e.alertId)).toEqual([above.id]);

    const alerts = await list(token);
    expect(alerts.map((a) => [a.id, a.triggered_at === null])).toEqual([
      [below.id, true],
      [farther.id, true],
      [above.id, false],
    ]);
    expect(alerts[2]).toMatchObject({ triggered_at: t.clock.now(), triggered_price: '1.10150', level: '' });
  });

  it('on a day’s move fires from the day open, and measures from the new open after the day rolls', async () => {
    const { token, id: userId } = await t.account();
    const eurusd = t.id('EURUSD');
    const level = (open: number) => (Math.ceil((open * 101) / 100) / 1e5).toFixed(5);
    const first = t.server.market.dayOpen(eurusd)!;
    const rise = (await create(token, 'rise', '1')).data as PriceAlert;
    expect(rise.level).toBe(level(first.open));
    await move(t, at('1.10500'));
    // The next trading day opens where the market left off (ForexQuotations.Open says the same).
    await t.clock.advance(24 * 3600_000);
    await move(t, at('1.10600'));
    const next = t.server.market.dayOpen(eurusd)!;
    expect(next.day).toBeGreaterThan(first.day);
    expect(t.server.market.instrument(eurusd, 'en')!.ForexQuotations.Open).toBe((next.open / 1e5).toFixed(5));
    expect(level(next.open)).not.toBe(level(first.open));
    expect((await list(token)).find((a) => a.id === rise.id)!.level).toBe(level(next.open));
    await move(t, at((Number(level(next.open)) - 0.00001).toFixed(5)));
    expect(firedFor(userId)).toEqual([]);
    await move(t, at(level(next.open)));
    expect(firedFor(userId).map((e) => [e.alertId, e.kind, e.value, e.price])).toEqual([[rise.id, 'rise', '1.00', level(next.open)]]);
  });

  it('is edited to a new condition (a fired one waits again) and deleted, by its owner only', async () => {
    const owner = await t.account();
    const other = await t.account();
    const alert = (await create(owner.token, 'above', '1.10100')).data as PriceAlert;
    expect(await alertCall(t, other.token, EDIT, { id: alert.id, kind: 'below', value: '1.09000' })).toMatchObject({ code: ResultCode.REFUSED, msg: 'This price alert does not exist.' });
    expect(await alertCall(t, other.token, DELETE, { id: alert.id })).toMatchObject({ code: ResultCode.REFUSED, msg: 'This price alert does not exist.' });
    expect(await list(other.token)).toEqual([]);

    // Moved farther: the old level no longer fires.
    expect((await alertCall(t, owner.token, EDIT, { id: alert.id, kind: 'above', value: '1.10500' })).data).toMatchObject({ id: alert.id, value: '1.10500', level: '1.10500' });
    await move(t, at('1.10200'));
    expect(firedFor(owner.id)).toEqual([]);
    await move(t, at('1.10500'));
    expect(firedFor(owner.id).map((e) => e.alertId)).toEqual([alert.id]);
    // Fired, then edited: it waits again and fires again.
    const again = (await alertCall(t, owner.token, EDIT, { id: alert.id, kind: 'below', value: '1.10000' })).data as PriceAlert;
    expect(again).toMatchObject({ kind: 'below', triggered_at: null, triggered_price: '' });
    await move(t, at('1.09990'));
    expect(firedFor(owner.id).map((e) => [e.alertId, e.kind])).toEqual([
      [alert.id, 'above'],
      [alert.id, 'below'],
    ]);

    const waiting = (await create(owner.token, 'below', '1.09000')).data as PriceAlert;
    const indexed = t.server.alerts.indexed();
    expect(await alertCall(t, owner.token, DELETE, { id: waiting.id })).toMatchObject({ code: ResultCode.OK });
    expect(t.server.alerts.indexed()).toBe(indexed - 1);
    await move(t, at('1.08000'));
    expect(firedFor(owner.id)).toHaveLength(2);
    expect((await list(owner.token)).map((a) => a.id)).toEqual([alert.id]);
    expect(await alertCall(t, owner.token, DELETE, { id: waiting.id })).toMatchObject({ code: ResultCode.REFUSED });
  });

  it(`is refused past ${PRICE_ALERTS_MAX} waiting, with a message, and a fired one does not count`, async () => {
    const { token, id: userId } = await t.account();
    for (let i = 0; i < PRICE_ALERTS_MAX; i++) expect((await create(token, 'below', (1.05 - i * 0.0001).toFixed(5))).code).toBe(ResultCode.OK);
    expect(await create(token, 'above', '1.20000')).toMatchObject({ code: ResultCode.REFUSED, msg: `You can keep at most ${PRICE_ALERTS_MAX} price alerts waiting. Please delete one first.` });
    expect(await list(token)).toHaveLength(PRICE_ALERTS_MAX);
    await move(t, at('1.04995')); // the first fires
    expect(firedFor(userId)).toHaveLength(1);
    expect((await create(token, 'above', '1.20000')).code).toBe(ResultCode.OK);
    expect(await list(token)).toHaveLength(PRICE_ALERTS_MAX + 1);
  });

  it('refuses what makes no sense in the person’s language, naming the price now, and changes nothing', async () => {
    const { token } = await t.account();
    const refused = async (params: Record<string, string | number>, msg: string | RegExp, lang = 'en') => {
      const reply = await alertCall(t, token, CREATE, params, lang);
      expect(reply.code, JSON.stringify(params)).not.toBe(ResultCode.OK);
      if (typeof msg === 'string') expect(reply.msg).toBe(msg);
      else expect(reply.msg).toMatch(msg);
      return reply.msg;
    };
    const eurusd = t.id('EURUSD');
    await refused({ forex_id: 99_999, kind: 'above', value: '1' }, 'This instrument does not exist.');
    await refused({ forex_id: eurusd, kind: 'above', value: '1.10000' }, 'EUR/USD is at 1.10000 now. An alert for a rise must be above this price.');
    await refused({ forex_id: eurusd, kind: 'below', value: '1.10001' }, 'EUR/USD is at 1.10000 now. An alert for a fall must be below this price.');
    const hk = await refused({ forex_id: eurusd, kind: 'below', value: '1.10001' }, /1\.10000/, 'hk');
    expect(hk).not.toMatch(/An alert/);
    for (const value of ['0', '11.00001', '1.100001']) await refused({ forex_id: eurusd, kind: 'above', value }, 'Please enter a price from 0.11000 to 11.00000, with at most 5 decimals.');
    for (const value of ['0', '100.5', '0.001']) await refused({ forex_id: eurusd, kind: 'rise', value }, 'Please enter a move above 0 % and up to 100 %, with at most 2 decimals.');
    await refused({ forex_id: eurusd, kind: 'sideways', value: '1' }, /./);
    await refused({ forex_id: eurusd, kind: 'above', value: '-1' }, /./);
    expect(await list(token)).toEqual([]);
    const guest = await alertCall(t, '', CREATE, { forex_id: eurusd, kind: 'above', value: '1.2' });
    expect(guest.code).toBe(ResultCode.SESSION_INVALID);
    expect((await alertCall(t, '', ALERTS)).code).toBe(ResultCode.SESSION_INVALID);
  });
});

describe('waiting alerts after a restart', () => {
  it('are loaded from the database and fire on the next tick', async () => {
    const { token } = await t.account();
    const alert = (await create(token, 'below', '1.09500')).data as PriceAlert;
    const dataDir = t.server.dataDir;
    const clock = t.clock;
    await t.stop({ keepData: true });
    t = await startTrading({ dataDir }, clock);
    t.server.bus.on('alert.triggered', (event) => void fired.push(event));
    expect(t.server.alerts.indexed()).toBeGreaterThanOrEqual(1);
    await move(t, at('1.09500'));
    expect(fired.map((e) => e.alertId)).toContain(alert.id);
    expect((await list(token)).find((a) => a.id === alert.id)!.triggered_price).toBe('1.09500');
  });
});

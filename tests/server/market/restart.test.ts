import { expect, it } from 'vitest';
import type { Candle, Instrument } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import { call, startServer, type TestServer } from '../helpers.ts';

async function minutes(server: TestServer, code: string): Promise<Candle[]> {
  const list = (await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list', { searchCurrency: code })).body.data as Instrument[];
  const { body } = await call(server.baseUrl, 'GET', '/v1/api/forex/kline', { forex_id: list[0].Id, period: '1min' });
  expect(body.code).toBe(1);
  return body.data;
}

it('a restart continues the 1min candles with no gap and no jump', async () => {
  const clock = createManualClock();
  const first = await startServer({}, { clock });
  await clock.advance(1_200); // BTCUSD ticks into its forming candle
  await first.market.stop(); // no more ticks: what we read next is exactly what was stored
  const before = await minutes(first, 'BTCUSD');
  await first.stop({ keepData: true });

  // The second server starts 25 minutes later, and its clock stands still while we look at it.
  const later = createManualClock(clock.now() + 25 * 60_000);
  const second = await startServer({ dataDir: first.dataDir }, { clock: later });
  try {
    const after = await minutes(second, 'BTCUSD');
    const last = before[before.length - 1];

    // The candles up to the stop are kept as they were, the forming one included, not generated again.
    expect(after.filter((c) => c.Time <= last.Time).slice(-50)).toEqual(before.slice(-50));
    // Crypto never closes: one candle a minute up to now, each opening at the close before it.
    const tail = after.filter((c) => c.Time >= last.Time - 10 * 60_000);
    for (let k = 1; k < tail.length; k++) {
      expect(tail[k].Time - tail[k - 1].Time).toBe(60_000);
      expect(tail[k].Open).toBe(tail[k - 1].Close);
    }
    const now = later.now();
    expect(tail[tail.length - 1].Time).toBeGreaterThanOrEqual(now - (now % 60_000) - 60_000);
  } finally {
    await second.stop();
  }
}, 60_000);

it('a database from before the 4-hour, weekly and monthly periods gets them rolled up from its hours and days', async () => {
  const clock = createManualClock();
  const first = await startServer({}, { clock });
  await first.market.stop();
  // As an older server left it: none of the later periods' candles.
  await first.db.deleteFrom('candles').where('period', 'in', ['4hour', '1week', '1mon']).execute();
  await first.stop({ keepData: true });

  const second = await startServer({ dataDir: first.dataDir }, { clock: createManualClock(clock.now()) });
  try {
    const list = (await call(second.baseUrl, 'GET', '/v1/api/forex/trade_list', { searchCurrency: 'EURUSD' })).body.data as Instrument[];
    const kline = async (period: string) => (await call(second.baseUrl, 'GET', '/v1/api/forex/kline', { forex_id: list[0].Id, period })).body.data as Candle[];
    const hours = await kline('60min');
    const fourHours = await kline('4hour');
    // Every 4-hour candle the stored hours fill completely is exactly those hours added up.
    expect(fourHours.length).toBeGreaterThanOrEqual(100);
    const inside = hours.filter((h) => h.Time >= fourHours[1].Time && h.Time < fourHours[2].Time);
    expect(inside.length).toBeGreaterThanOrEqual(1);
    expect(fourHours[1]).toEqual({
      Time: fourHours[1].Time,
      Open: inside[0].Open,
      High: inside.map((h) => h.High).sort((a, b) => Number(b) - Number(a))[0],
      Low: inside.map((h) => h.Low).sort((a, b) => Number(a) - Number(b))[0],
      Close: inside[inside.length - 1].Close,
      Volume: String(inside.reduce((sum, h) => sum + Number(h.Volume), 0)),
    });
    expect((await kline('1week')).length).toBeGreaterThanOrEqual(70);
    expect((await kline('1mon')).length).toBeGreaterThanOrEqual(16);
  } finally {
    await second.stop();
  }
}, 60_000);

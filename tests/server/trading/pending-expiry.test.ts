import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/server/clock.ts';
import type { ServerMessage } from '../../../src/contract/socket.ts';
import { call } from '../helpers.ts';
import { MONDAY_OPEN, MY_DEAL, SUBMIT, startTrading, type TradingServer } from './harness.ts';

// Issue 19: a pending order's type (limit or stop) as the person chose it, refused when its
// target contradicts it; and its expiry, enforced by the engine on the clock: cancelled exactly
// then as 'expired', after a restart too, with nothing booked.

const HOUR = 3_600_000;
const servers: TradingServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});
async function trading(clock = createManualClock(MONDAY_OPEN), dataDir?: string) {
  const t = await startTrading(dataDir ? { dataDir } : {}, clock);
  servers.push(t);
  await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  return t;
}
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('pending types', () => {
  it('refuses a type its target contradicts, in the person’s language, and keeps the one asked for', async () => {
    const t = await trading();
    const { token, id } = await t.account();
    const pending = (type: 1 | 2, target: string, pendingType?: 1 | 2) =>
      t.api(token, SUBMIT, { type, cont: '1', forex_id: t.id('EURUSD'), status: 0, multiple: 100, target_price: target, ...(pendingType ? { pending_type: pendingType } : {}) });

    // Bid 1.10000, ask 1.10020. A buy fills at the ask, a sell at the bid.
    const refused = [
      [1, '1.10050', 1, 'A buy limit waits for a lower price: its target must be below the ask (1.10020).'],
      [1, '1.10020', 1, 'A buy limit waits for a lower price: its target must be below the ask (1.10020).'],
      [1, '1.09900', 2, 'A buy stop waits for a higher price: its target must be above the ask (1.10020).'],
      [2, '1.09900', 1, 'A sell limit waits for a higher price: its target must be above the bid (1.10000).'],
      [2, '1.10100', 2, 'A sell stop waits for a lower price: its target must be below the bid (1.10000).'],
    ] as const;
    for (const [side, target, kind, msg] of refused) {
      const reply = await pending(side, target, kind);
      expect(reply.code).not.toBe(1);
      expect(reply.msg).toBe(msg);
    }
    // Translated like every refusal.
    const hk = (
      await call(
        t.server.baseUrl,
        'GET',
        SUBMIT,
        { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 0, multiple: 100, target_price: '1.10050', pending_type: 1 },
        { authorization: token, lang: 'hk' },
      )
    ).body;
    expect(hk.code).not.toBe(1);
    expect(hk.msg).not.toBe(refused[0][3]);
    expect(hk.msg).toContain('1.10020');
    expect((await t.books(id)).orderRows).toBe(0);

    const placed = [
      [1, '1.09900', 1],
      [1, '1.10100', 2],
      [2, '1.10100', 1],
      [2, '1.09900', 2],
    ] as const;
    for (const [side, target, kind] of placed) {
      const reply = await pending(side, target, kind);
      expect(reply.code).toBe(1);
      expect(reply.data).toMatchObject({ Status: 0, OrderType: side, OriginPrice: target, PendingType: kind });
      expect(reply.data.ExpireTimeHandler).toBeUndefined();
    }
    // An older client sends no type: inferred from the target, as before (a buy above the ask is a stop).
    expect((await pending(1, '1.10200')).data).toMatchObject({ PendingType: 2 });
    expect((await pending(1, '1.09800')).data).toMatchObject({ PendingType: 1 });

    // The buy stop fires when the ask rises to its target, the buy limit waits for it to fall.
    await t.tick([{ code: 'EURUSD', bid: '1.10080', ask: '1.10100' }]);
    const holdings = (await t.api(token, MY_DEAL, { status: 1 })).data.data;
    expect(holdings.map((o: { OrderType: number; PendingType: number; Price: string }) => [o.OrderType, o.PendingType, o.Price])).toEqual([[1, 2, '1.10100']]);
  });
});

describe('pending expiry', () => {
  it('refuses an expiry that is not in the future', async () => {
    const t = await trading();
    const { token } = await t.account();
    for (const at of [seconds(MONDAY_OPEN), seconds(MONDAY_OPEN) - 60]) {
      const reply = await t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 0, multiple: 100, target_price: '1.09900', pending_type: 1, expire_at: at });
      expect(reply.code).not.toBe(1);
      expect(reply.msg).toBe('The expiry must be in the future.');
    }
  });

  it('refuses an expiry more than a year ahead (milliseconds sent as seconds among them), and keeps a year to the day', async () => {
    const t = await trading();
    const { token } = await t.account();
    const submit = (at: number) => t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 0, multiple: 100, target_price: '1.09900', pending_type: 1, expire_at: at });
    for (const at of [MONDAY_OPEN + HOUR, seconds(MONDAY_OPEN) + 367 * 24 * 3600]) {
      const reply = await submit(at);
      expect(reply.code).not.toBe(1);
      expect(reply.msg).toBe('The expiry can be at most a year ahead.');
    }
    expect((await submit(seconds(MONDAY_OPEN) + 365 * 24 * 3600)).code).toBe(1);
  });

  it('cancels the order exactly at its expiry, books nothing, tells the person, and shows it in history as expired', async () => {
    const clock = createManualClock(MONDAY_OPEN);
    const t = await trading(clock);
    const { token, id } = await t.account();
    const expireAt = seconds(MONDAY_OPEN + 2 * HOUR);
    const placed = await t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 0, multiple: 100, target_price: '1.09900', pending_type: 1, expire_at: expireAt });
    expect(placed.data).toMatchObject({ PendingType: 1, ExpireTimeHandler: '2026-01-05 17:00:00' });
    // Good till cancelled stays whatever the clock does.
    const gtc = await t.api(token, SUBMIT, { type: 2, cont: '1', forex_id: t.id('EURUSD'), status: 0, multiple: 100, target_price: '1.10100', pending_type: 1 });
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.data.find((o: { Id: number }) => o.Id === placed.data.Id)).toMatchObject({ ExpireTimeHandler: '2026-01-05 17:00:00' });
    const before = await t.books(id);
    const notices: ServerMessage[] = [];
    t.server.bus.subscribe(`FOREX_CLOSED:${id}`, (m) => void notices.push(m));

    await clock.set(expireAt * 1000 - 1);
    await t.server.trading.settled();
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(2);
    await clock.advance(1);
    await t.server.trading.settled();
    const open = (await t.api(token, MY_DEAL, { status: 0 })).data.data;
    expect(open.map((o: { Id: number }) => o.Id)).toEqual([gtc.data.Id]);
    const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      Id: placed.data.Id,
      CloseReason: 'expired',
      CompleteTimeHandler: '2026-01-05 17:00:00',
      PendingType: 1,
      FactProfits: '0.000000',
      CautionMoney: '0.000000',
      TradeFee: '0.000000',
    });
    expect(notices).toEqual([{ type: 'FOREX_CLOSED', data: expect.objectContaining({ Id: placed.data.Id, reason: 'expired', Status: 3 }) }]);
    // No money moved: the same ledger lines, the same balance.
    const after = await t.books(id);
    expect(after).toEqual(before);
    expect(after.ledger).toBe(after.balance);
    expect(t.server.trading.ordersOf(id).map((o) => o.id)).toEqual([gtc.data.Id]);

    // A day later the other one is still there.
    await clock.advance(24 * HOUR);
    await t.server.trading.settled();
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(1);
  });

  it('an order filled before its expiry is not touched by it', async () => {
    const clock = createManualClock(MONDAY_OPEN);
    const t = await trading(clock);
    const { token } = await t.account();
    const placed = await t.api(token, SUBMIT, {
      type: 1,
      cont: '1',
      forex_id: t.id('EURUSD'),
      status: 0,
      multiple: 100,
      target_price: '1.09900',
      pending_type: 1,
      expire_at: seconds(MONDAY_OPEN) + 60,
    });
    await t.tick([{ code: 'EURUSD', bid: '1.09880', ask: '1.09900' }]);
    await clock.advance(120_000);
    await t.server.trading.settled();
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.data[0]).toMatchObject({ Id: placed.data.Id, Status: 1 });
    expect((await t.api(token, MY_DEAL, { status: 3 })).data.total).toBe(0);
  });

  it('survives a restart: cancelled at its time on the new server, or at start when the time passed while it was down', async () => {
    const clock = createManualClock(MONDAY_OPEN);
    const first = await trading(clock);
    const { token, id } = await first.account();
    const submit = (api: TradingServer, expireAt: number) =>
      api.api(token, SUBMIT, { type: 1, cont: '1', forex_id: api.id('EURUSD'), status: 0, multiple: 100, target_price: '1.09900', pending_type: 1, expire_at: expireAt });
    const soon = await submit(first, seconds(MONDAY_OPEN + HOUR));
    const later = await submit(first, seconds(MONDAY_OPEN + 3 * HOUR));
    const dataDir = first.server.dataDir;
    await first.stop({ keepData: true });
    servers.splice(servers.indexOf(first), 1);

    // Down for two hours: the first one's time passes meanwhile.
    await clock.advance(2 * HOUR);
    const second = await trading(clock, dataDir);
    await second.server.trading.settled();
    const pendingIds = async () => (await second.api(token, MY_DEAL, { status: 0 })).data.data.map((o: { Id: number }) => o.Id);
    expect(await pendingIds()).toEqual([later.data.Id]);
    await clock.set(MONDAY_OPEN + 3 * HOUR - 1);
    await second.server.trading.settled();
    expect(await pendingIds()).toEqual([later.data.Id]);
    await clock.advance(1);
    await second.server.trading.settled();
    expect(await pendingIds()).toEqual([]);
    const history = (await second.api(token, MY_DEAL, { status: 3 })).data.data;
    expect(history.map((o: { Id: number; CloseReason: string; CompleteTimeHandler: string }) => [o.Id, o.CloseReason, o.CompleteTimeHandler])).toEqual([
      [later.data.Id, 'expired', '2026-01-05 18:00:00'],
      [soon.data.Id, 'expired', '2026-01-05 17:00:00'],
    ]);
    const books = await second.books(id);
    expect(books.ledger).toBe(books.balance);
    expect(books.balance).toBe(100_000n * 100_000_000n);
  });
});

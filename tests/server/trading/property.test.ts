import { afterAll, beforeAll, expect, it } from 'vitest';
import { DomainError } from '../../../src/server/errors.ts';
import { startTrading, type TradingServer } from './harness.ts';

// A small randomized property test (the full 100,000-step run is a later increment): random
// opens, pending orders, full and partial closes, cancels, stop changes and price moves with
// gaps across 20 accounts. After every step, for every account: the balance equals the sum of
// its ledger, no balance is negative, and the used margin equals the margin of its holdings
// in the orders table.

const STEPS = Number(process.env.TRADING_PROPERTY_STEPS ?? 2000);
const ACCOUNTS = 20;

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const INSTRUMENTS = [
  { code: 'EURUSD', mid: 1.1, spread: 0.0002, precision: 5, leverages: [10, 100, 500] },
  { code: 'USDJPY', mid: 150, spread: 0.02, precision: 3, leverages: [10, 100, 500] },
  { code: 'XAUUSD', mid: 4000, spread: 0.3, precision: 2, leverages: [10, 100, 200] },
];

let t: TradingServer;
beforeAll(async () => {
  t = await startTrading();
});
afterAll(async () => {
  await t?.stop();
});

it(`keeps every account's books straight over ${STEPS} random operations`, async () => {
  const random = prng(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const users = await Promise.all(Array.from({ length: ACCOUNTS }, () => t.account()));
  const mids = new Map(INSTRUMENTS.map((i) => [i.code, i.mid]));
  const quote = (i: (typeof INSTRUMENTS)[number]) => {
    const mid = mids.get(i.code)!;
    return { code: i.code, bid: (mid - i.spread / 2).toFixed(i.precision), ask: (mid + i.spread / 2).toFixed(i.precision) };
  };
  await t.tick(INSTRUMENTS.map(quote));
  const ids = new Map(INSTRUMENTS.map((i) => [i.code, t.id(i.code)]));
  const counts = { opened: 0, refused: 0, closed: 0 };

  const check = async () => {
    const money = await t.server.db.selectFrom('users').select(['id', 'balance', 'used_margin']).execute();
    const ledger = await t.server.db.selectFrom('ledger').select((eb) => ['user_id', eb.fn.sum<bigint | string>('value').as('sum')]).groupBy('user_id').execute();
    const margins = await t.server.db.selectFrom('orders').where('status', '=', 1n).select((eb) => ['user_id', eb.fn.sum<bigint | string>('margin').as('sum')]).groupBy('user_id').execute();
    const ledgerOf = new Map(ledger.map((r) => [Number(r.user_id), BigInt(r.sum)]));
    const marginOf = new Map(margins.map((r) => [Number(r.user_id), BigInt(r.sum)]));
    for (const row of money) {
      const id = Number(row.id);
      expect(row.balance, `balance of ${id}`).toBe(ledgerOf.get(id) ?? 0n);
      expect(row.balance >= 0n, `balance of ${id} not negative`).toBe(true);
      expect(row.used_margin, `used margin of ${id}`).toBe(marginOf.get(id) ?? 0n);
    }
    // The wallet's memory agrees with what the database holds.
    for (const user of users) {
      const known = await t.server.wallet.money(user.id);
      const row = money.find((r) => Number(r.id) === user.id)!;
      expect([known.balance, known.margin]).toEqual([row.balance, row.used_margin]);
    }
  };

  for (let step = 0; step < STEPS; step++) {
    const user = pick(users);
    const instrument = pick(INSTRUMENTS);
    const roll = random();
    const orders = async (status: number) => (await t.server.trading.list(user.id, status, 1)).data;
    try {
      if (roll < 0.3) {
        // Prices move; one move in ten is a gap of a few percent that reaches stops and stop-outs.
        const mid = mids.get(instrument.code)!;
        const move = random() < 0.1 ? (random() - 0.5) * 0.08 : (random() - 0.5) * 0.004;
        mids.set(instrument.code, Math.max(mid * (1 + move), instrument.mid * 0.5));
        await t.tick([quote(instrument)]);
      } else if (roll < 0.55) {
        await t.server.trading.submit(user.id, {
          type: random() < 0.5 ? 1 : 2, cont: (Math.ceil(random() * 300) / 100).toFixed(2), forex_id: ids.get(instrument.code)!,
          status: 1, multiple: pick(instrument.leverages), client_key: random() < 0.1 ? `k${Math.floor(random() * 5)}` : undefined,
        });
        counts.opened++;
      } else if (roll < 0.65) {
        const q = quote(instrument);
        const side = random() < 0.5 ? 1 : 2;
        const target = (Number(side === 1 ? q.ask : q.bid) * (1 + (random() - 0.5) * 0.01)).toFixed(instrument.precision);
        await t.server.trading.submit(user.id, { type: side, cont: '0.50', forex_id: ids.get(instrument.code)!, status: 0, multiple: pick(instrument.leverages), target_price: target });
      } else if (roll < 0.8) {
        const open = await orders(1);
        if (open.length > 0) {
          const o = pick(open);
          const part = random() < 0.4 && Number(o.Quantity) > 0.01 ? (Math.floor(Number(o.Quantity) * 50) / 100).toFixed(2) : undefined;
          await t.server.trading.close(user.id, o.Id, part === '0.00' ? undefined : part);
          counts.closed++;
        }
      } else if (roll < 0.9) {
        const pending = await orders(0);
        if (pending.length > 0) await t.server.trading.cancel(user.id, pick(pending).Id);
      } else {
        const open = await orders(1);
        if (open.length > 0) {
          const o = pick(open);
          const price = Number(o.UpdatePrice);
          const away = (k: number) => (price * (1 + k)).toFixed(instrument.precision);
          const tp = o.OrderType === 1 ? away(0.01) : away(-0.01);
          const sl = o.OrderType === 1 ? away(-0.01) : away(0.01);
          await t.server.trading.setStops(user.id, o.Id, tp, sl);
        }
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      counts.refused++;
    }
    await t.server.trading.settled();
    await check();
  }
  // The run did trade: orders opened and closed, some were refused.
  expect(counts.opened).toBeGreaterThan(STEPS / 10);
  expect(counts.closed).toBeGreaterThan(STEPS / 20);
  // Closing everything leaves no margin behind and nothing open.
  for (const user of users) await t.server.trading.closeEverything(user.id, async () => undefined);
  await check();
  expect(t.server.trading.openOrders()).toBe(0);
  const held = await t.server.db.selectFrom('users').select('used_margin').where('used_margin', '<>', 0n).execute();
  expect(held).toEqual([]);
  const stopOuts = await t.server.db.selectFrom('orders').select('id').where('close_reason', '=', 'stop_out').execute();
  expect(stopOuts.length).toBeGreaterThan(0);
}, 120_000);

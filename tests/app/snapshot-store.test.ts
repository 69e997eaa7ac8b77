import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createSnapshotStore, storedKey, type SnapshotStorage } from '../../src/app/features/offline/snapshot-store.ts';
import { accountKind, candlesKind, instrumentsKind, SNAPSHOT_MAX_AGE_MS, snapshotUser } from '../../src/app/features/offline/snapshots.ts';

/** IndexedDB as a Map: what idb-keyval would hold. */
function memoryStorage() {
  const map = new Map<string, unknown>();
  const storage: SnapshotStorage = {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    clear: async () => map.clear(),
  };
  return { map, storage };
}

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const kind = { name: 'test', version: 2, maxAgeMs: 60_000, schema: z.object({ price: z.string() }) };

function setup(now = T0) {
  const { map, storage } = memoryStorage();
  let clock = now;
  const store = createSnapshotStore(kind, storage, () => clock);
  return { map, store, setNow: (value: number) => (clock = value) };
}

describe('a snapshot store', () => {
  it('gives back what was written, with its time, for the same user and key', async () => {
    const { store } = setup();
    await store.write('u7', 'en', { at: T0 - 5_000, data: { price: '1.16852' } });
    expect(await store.read('u7', 'en')).toEqual({ at: T0 - 5_000, data: { price: '1.16852' } });
  });

  it("never gives one user another user's snapshot", async () => {
    const { store } = setup();
    await store.write('u7', 'detail', { at: T0, data: { price: '1' } });
    expect(await store.read('u8', 'detail')).toBeNull();
    expect(await store.read('guest', 'detail')).toBeNull();
  });

  it('drops (and deletes) a value that fails the schema', async () => {
    const { map, store } = setup();
    map.set(storedKey('guest', 'en'), { v: 2, user: 'guest', at: T0, data: { price: 42 } });
    expect(await store.read('guest', 'en')).toBeNull();
    expect(map.has(storedKey('guest', 'en'))).toBe(false);
  });

  it('drops a value written by another version of the app', async () => {
    const { map, store } = setup();
    map.set(storedKey('guest', 'en'), { v: 1, user: 'guest', at: T0, data: { price: '1' } });
    expect(await store.read('guest', 'en')).toBeNull();
    expect(map.size).toBe(0);
  });

  it('drops a value older than the maximum age, keeps one just within it', async () => {
    const { store, setNow } = setup();
    await store.write('guest', 'en', { at: T0, data: { price: '1' } });
    setNow(T0 + kind.maxAgeMs);
    expect(await store.read('guest', 'en')).not.toBeNull();
    setNow(T0 + kind.maxAgeMs + 1);
    expect(await store.read('guest', 'en')).toBeNull();
    setNow(T0);
    expect(await store.read('guest', 'en')).toBeNull(); // it was deleted, not just hidden
  });

  it('drops a value dated well in the future (a broken clock)', async () => {
    const { store } = setup();
    await store.write('guest', 'en', { at: T0 + 10 * 60_000, data: { price: '1' } });
    expect(await store.read('guest', 'en')).toBeNull();
  });

  it('drops a value whose stored user does not match its key', async () => {
    const { map, store } = setup();
    map.set(storedKey('u1', 'detail'), { v: 2, user: 'u2', at: T0, data: { price: '1' } });
    expect(await store.read('u1', 'detail')).toBeNull();
  });

  it("clear() removes every user's snapshots", async () => {
    const { map, store } = setup();
    await store.write('u1', 'a', { at: T0, data: { price: '1' } });
    await store.write('guest', 'a', { at: T0, data: { price: '1' } });
    await store.clear();
    expect(map.size).toBe(0);
    expect(await store.read('u1', 'a')).toBeNull();
  });

  it('reads nothing, and throws nothing, when IndexedDB fails', async () => {
    const broken: SnapshotStorage = {
      get: () => Promise.reject(new Error('blocked')),
      set: () => Promise.reject(new Error('quota')),
      del: () => Promise.reject(new Error('blocked')),
      clear: () => Promise.reject(new Error('blocked')),
    };
    const store = createSnapshotStore(kind, broken, () => T0);
    await expect(store.write('guest', 'en', { at: T0, data: { price: '1' } })).resolves.toBeUndefined();
    await expect(store.read('guest', 'en')).resolves.toBeNull();
    await expect(store.clear()).resolves.toBeUndefined();
  });
});

const instrument = {
  Id: 1,
  Code: 'EURUSD',
  ShowCode: 'EUR/USD',
  Name: 'Euro',
  QuoteCurrency: 'USD',
  BaseCurrency: 'EUR',
  ProfitContNum: '100000',
  NextOpen: null,
  Logo: '/logos/eurusd.svg',
  CategoryId: 1,
  MarketStatus: 1,
  PricePrecision: 5,
  Pip: '0.01',
  ForexMinCont: '0.01',
  ForexContNum: '100000',
  ForexFeeRate: '0.0005',
  MarginMode: 2,
  HasForexMultiple: [{ Value: 100 }],
  ForexQuotations: { Open: '1.16800', Close: '1.16840', Change: '0.03', High: '1.16900', Low: '1.16700', Bid: '1.16840', Ask: '1.16852', Time: T0 },
};

describe('the three kinds of snapshot', () => {
  it('keep the instrument list with its last quotes, and refuse a list missing a price', async () => {
    const { map, storage } = memoryStorage();
    const store = createSnapshotStore(instrumentsKind, storage, () => T0);
    await store.write('guest', 'en', { at: T0, data: { list: [instrument], categories: [{ Id: 1, NameShowTrans: 'Forex' }] } });
    expect((await store.read('guest', 'en'))?.data.list[0].ForexQuotations.Bid).toBe('1.16840');
    const { Bid: _bid, ...noBid } = instrument.ForexQuotations;
    map.set(storedKey('guest', 'en'), { v: 1, user: 'guest', at: T0, data: { list: [{ ...instrument, ForexQuotations: noBid }], categories: null } });
    expect(await store.read('guest', 'en')).toBeNull();
  });

  it('keep candles per instrument and period, and refuse a candle with a number-like text that is not a price', async () => {
    const { map, storage } = memoryStorage();
    const store = createSnapshotStore(candlesKind, storage, () => T0);
    const candle = { Time: T0 - 60_000, Open: '1.1', High: '1.2', Low: '1.0', Close: '1.15', Volume: '10' };
    await store.write('guest', '1:1min', { at: T0, data: [candle] });
    expect((await store.read('guest', '1:1min'))?.data).toEqual([candle]);
    map.set(storedKey('guest', '1:1min'), { v: 1, user: 'guest', at: T0, data: [{ ...candle, Close: 'NaN' }] });
    expect(await store.read('guest', '1:1min')).toBeNull();
  });

  it('keep the account parts, and drop them after three days', async () => {
    const { storage } = memoryStorage();
    let now = T0;
    const store = createSnapshotStore(accountKind, storage, () => now);
    const list = { data: [], total: 0, all_fact_profits: '0', balance: '10000' };
    await store.write(snapshotUser(7), 'orders:1', { at: T0, data: { part: 'orders', list } });
    expect((await store.read('u7', 'orders:1'))?.data).toEqual({ part: 'orders', list });
    now = T0 + SNAPSHOT_MAX_AGE_MS + 1;
    expect(await store.read('u7', 'orders:1')).toBeNull();
  });

  it('name users so that a guest and a user never share a key', () => {
    expect([snapshotUser(undefined), snapshotUser(null), snapshotUser(0), snapshotUser(7)]).toEqual(['guest', 'guest', 'guest', 'u7']);
  });
});

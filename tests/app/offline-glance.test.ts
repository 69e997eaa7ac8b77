import './support/browser-globals.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotStorage } from '../../src/app/features/offline/snapshot-store.ts';
import type { Category, Instrument } from '../../src/contract/market.ts';

// Issue 19, item 10: what the instrument list's snapshot gives an offline home, and takes back
// when the app is online again: the newer of the lists on hand with its time, the categories,
// and the rows' small charts standing in for those the visit could not load.
const saved = new Map<string, unknown>();
vi.mock('../../src/app/features/offline/snapshots.ts', async (actual) => {
  const real = await actual<typeof import('../../src/app/features/offline/snapshots.ts')>();
  const { createSnapshotStore } = await import('../../src/app/features/offline/snapshot-store.ts');
  const storage: SnapshotStorage = {
    get: async (key) => saved.get(key),
    set: async (key, value) => void saved.set(key, value),
    del: async (key) => void saved.delete(key),
    clear: async () => saved.clear(),
  };
  return { ...real, instrumentSnapshots: createSnapshotStore(real.instrumentsKind, storage) };
});

// The page's service worker (present once it controls the page) and its fetch, which it answers.
const browser: { serviceWorker: { controller: object | null } } = { serviceWorker: { controller: null } };
vi.stubGlobal('navigator', browser);
const fetched: string[] = [];
vi.stubGlobal('fetch', async (url: string) => {
  fetched.push(url);
  return new Response('<svg/>');
});

const { showStoredInstruments, storeInstruments } = await import('../../src/app/features/offline/instruments-store.ts');
const { instrumentSnapshots } = await import('../../src/app/features/offline/snapshots.ts');
const { categoriesAtom, instrumentListAtom, refreshInstruments, sparklinesAtom } = await import('../../src/app/features/market/instruments.ts');
const { fakeServer, ok } = await import('./support/fake-server.ts');
const { browserOnlineAtom, liveLostAtom, liveQuotesAtom, pricesAsOfAtom } = await import('../../src/app/state/quotes.ts');
const { languageAtom } = await import('../../src/app/state/language.ts');
const { store } = await import('../../src/app/state/store.ts');

const HOUR = 3_600_000;
const NOW = Date.now();
const HOUR_START = NOW - (NOW % HOUR);

const instrument = (Id: number, time: number, close = '1.1'): Instrument => ({
  Id,
  Code: `C${Id}`,
  ShowCode: `C/${Id}`,
  Name: `C ${Id}`,
  QuoteCurrency: 'USD',
  BaseCurrency: 'EUR',
  ProfitContNum: '100000',
  NextOpen: null,
  Logo: `/logos/c${Id}.svg`,
  CategoryId: 1,
  MarketStatus: 1,
  PricePrecision: 5,
  Pip: '0.01',
  ForexMinCont: '0.01',
  ForexContNum: '100000',
  ForexFeeRate: '0',
  MarginMode: 2,
  HasForexMultiple: [{ Value: 100 }],
  ForexQuotations: { Open: close, Close: close, Change: '0', High: close, Low: close, Bid: close, Ask: close, Time: time },
});
const series = (closes: number[], time = HOUR_START) => ({ time, closes });
const forex: Category[] = [{ Id: 1, NameShowTrans: 'Forex' }];

/** A snapshot as the page wrote it at `at`. */
function writeSnapshot(at: number, list: Instrument[], sparklines: { id: number; time: number; closes: number[] }[], categories: Category[] | null = forex) {
  return instrumentSnapshots.write('guest', store.get(languageAtom), { at, data: { list, categories, sparklines } });
}
const setOnline = (online: boolean) => store.set(browserOnlineAtom, online);

beforeEach(() => {
  saved.clear();
  fetched.length = 0;
  setOnline(true);
  store.set(liveLostAtom, false);
  store.set(instrumentListAtom, null);
  store.set(categoriesAtom, null);
  store.set(sparklinesAtom, {});
  store.set(liveQuotesAtom, {});
  store.set(pricesAsOfAtom, null);
});

describe('an offline start from the snapshot', () => {
  it('shows its list, its time and its categories, though their request failed', async () => {
    setOnline(false);
    const list = [instrument(1, NOW - 60_000), instrument(2, NOW - 30_000)];
    await writeSnapshot(NOW - 20_000, list, []);
    store.set(categoriesAtom, []); // what a failed request leaves: no chips
    await showStoredInstruments();
    expect(store.get(instrumentListAtom)).toEqual(list);
    expect(store.get(pricesAsOfAtom)).toBe(NOW - 20_000);
    expect(store.get(categoriesAtom)).toEqual(forex);
  });

  it('puts the stored charts where none loaded while offline, and takes them back online, with the failures', async () => {
    setOnline(false);
    const loaded = series([5, 6]);
    store.set(sparklinesAtom, { 2: 'error', 3: loaded });
    await writeSnapshot(
      NOW,
      [instrument(1, NOW), instrument(2, NOW), instrument(3, NOW)],
      [
        { id: 1, ...series([1, 2]) },
        { id: 2, ...series([3, 4]) },
        { id: 3, ...series([9, 9]) },
      ],
    );
    await showStoredInstruments();
    const shown = store.get(sparklinesAtom);
    expect(shown[1]).toEqual(series([1, 2]));
    expect(shown[2]).toEqual(series([3, 4]));
    expect(shown[3]).toBe(loaded); // a chart this visit loaded is never replaced

    setOnline(true);
    expect(store.get(sparklinesAtom)).toEqual({ 3: loaded }); // the rows load their own again when seen

    setOnline(false);
    expect(store.get(sparklinesAtom)[1]).toEqual(series([1, 2]));
  });
});

describe('the list on hand and the snapshot', () => {
  it("an older list (the service worker's copy, offline) gives way to the snapshot and its time", async () => {
    setOnline(false);
    const older = [instrument(1, NOW - 10 * 60_000, '1.0')];
    store.set(instrumentListAtom, older);
    store.set(pricesAsOfAtom, NOW - 10 * 60_000);
    const newer = [instrument(1, NOW - 60_000, '1.2')];
    await writeSnapshot(NOW - 50_000, newer, []);
    await showStoredInstruments();
    expect(store.get(instrumentListAtom)).toEqual(newer);
    expect(store.get(pricesAsOfAtom)).toBe(NOW - 50_000);
  });

  it('a newer list (the server, online) stays, with its time', async () => {
    const fresh = [instrument(1, NOW - 1_000, '1.3')];
    store.set(instrumentListAtom, fresh);
    store.set(pricesAsOfAtom, NOW - 1_000);
    await writeSnapshot(NOW - 50_000, [instrument(1, NOW - 60_000, '1.2')], []);
    await showStoredInstruments();
    expect(store.get(instrumentListAtom)).toBe(fresh);
    expect(store.get(pricesAsOfAtom)).toBe(NOW - 1_000);
  });
});

describe('the written snapshot', () => {
  it("keeps this visit's charts and the stored ones of rows not seen, unless far behind their row's quote", async () => {
    await writeSnapshot(
      NOW - HOUR,
      [instrument(1, NOW - HOUR), instrument(2, NOW - HOUR)],
      [
        { id: 1, ...series([1, 2], HOUR_START - HOUR) },
        { id: 2, ...series([3, 4], HOUR_START - 3 * HOUR) },
      ],
    );
    await showStoredInstruments();
    const list = [instrument(1, NOW), instrument(2, NOW), instrument(3, NOW)];
    store.set(instrumentListAtom, list);
    store.set(sparklinesAtom, { 3: series([7, 8]) });
    store.set(pricesAsOfAtom, NOW);
    expect(await storeInstruments()).toBe(true);
    const written = await instrumentSnapshots.read('guest', store.get(languageAtom));
    expect(written?.data.sparklines).toEqual([
      { id: 1, ...series([1, 2], HOUR_START - HOUR) },
      { id: 3, ...series([7, 8]) },
    ]);
    expect(written?.data.categories).toEqual(forex);
  });

  it("sends every row's logo through the service worker once it controls the page, each once a visit", async () => {
    store.set(instrumentListAtom, [instrument(1, NOW), instrument(2, NOW)]);
    store.set(pricesAsOfAtom, NOW);
    await storeInstruments();
    expect(fetched).toEqual([]); // no worker yet: nothing would keep them
    browser.serviceWorker.controller = {};
    await storeInstruments();
    expect(fetched).toEqual(['/logos/c1.svg', '/logos/c2.svg']);
    store.set(instrumentListAtom, [instrument(1, NOW), instrument(2, NOW), instrument(3, NOW)]);
    await storeInstruments();
    expect(fetched).toEqual(['/logos/c1.svg', '/logos/c2.svg', '/logos/c3.svg']);
    browser.serviceWorker.controller = null;
  });
});

describe('a list from the network', () => {
  it("never replaces a newer one on screen (offline, the service worker's copy of the last load answers)", async () => {
    const server = fakeServer(); // last: it replaces the fetch above
    const newer = [instrument(1, NOW - 1_000, '1.2')];
    store.set(instrumentListAtom, newer);
    server.answer('/v1/api/forex/trade_list', ok([instrument(1, NOW - 60_000, '1.0')]));
    await refreshInstruments();
    expect(store.get(instrumentListAtom)).toBe(newer);

    const fresh = [instrument(1, NOW, '1.3')];
    server.answer('/v1/api/forex/trade_list', ok(fresh));
    await refreshInstruments();
    expect(store.get(instrumentListAtom)).toEqual(fresh);
  });
});

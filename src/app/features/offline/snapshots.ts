// The three kinds of offline snapshot (issue 11, item 2), each in its own IndexedDB database
// through idb-keyval, keyed by user ('guest' or 'u<id>'):
// - instruments: the instrument list with its last quotes, the categories and the rows' small
//   charts, per language;
// - candles: the last candles of each instrument and period viewed;
// - account: the logged-in user's figures (forexDetail) and the first page of open and pending
//   orders (my_deal 1 and 0).
// The schemas are the contract's, which the HTTP client already carries, so this adds little.
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod/mini';
import { AccountDetail } from '../../../contract/account.ts';
import { Candle, Category, Instrument } from '../../../contract/market.ts';
import { OrderList } from '../../../contract/orders.ts';
import { createSnapshotStore, type SnapshotKind, type SnapshotStorage } from './snapshot-store.ts';

const HOUR = 3_600_000;
/** Older than this a snapshot is dropped: three days covers a weekend with the markets shut. */
export const SNAPSHOT_MAX_AGE_MS = 72 * HOUR;

/** Snapshot kinds as IndexedDB database names (tests read them in the page). */
export const SNAPSHOT_DATABASES = ['lotwise-instruments', 'lotwise-candles', 'lotwise-account'] as const;

/** A row's small chart (market/sparkline-series.ts), kept so an offline start draws it. */
const StoredSparkline = z.object({ id: z.number(), time: z.number(), closes: z.readonly(z.array(z.number())) });
// The snapshots' schemas are built at their first use (z.lazy): this chunk is evaluated on /trade
// and after the first screen of /, before either reads a snapshot (issue 21 item 5).
// sparklines came later (issue 19): a snapshot written before has none, and stays valid.
export const InstrumentsSnapshot = z.lazy(() => z.object({ list: z.array(Instrument), categories: z.nullable(z.array(Category)), sparklines: z.optional(z.array(StoredSparkline)) }));
export type InstrumentsSnapshot = z.output<typeof InstrumentsSnapshot>;

export const AccountPart = z.lazy(() => z.union([z.object({ part: z.literal('detail'), detail: AccountDetail }), z.object({ part: z.literal('orders'), list: OrderList })]));
export type AccountPart = z.output<typeof AccountPart>;

export const instrumentsKind: SnapshotKind<InstrumentsSnapshot> = {
  name: SNAPSHOT_DATABASES[0],
  version: 1,
  maxAgeMs: SNAPSHOT_MAX_AGE_MS,
  schema: InstrumentsSnapshot,
};
export const candlesKind: SnapshotKind<Candle[]> = { name: SNAPSHOT_DATABASES[1], version: 1, maxAgeMs: SNAPSHOT_MAX_AGE_MS, schema: z.array(Candle) };
export const accountKind: SnapshotKind<AccountPart> = { name: SNAPSHOT_DATABASES[2], version: 1, maxAgeMs: SNAPSHOT_MAX_AGE_MS, schema: AccountPart };

/** idb-keyval with one database per kind, opened on first use. */
export function idbStorage(name: string): SnapshotStorage {
  let store: UseStore | null = null;
  const openStore = () => (store ??= createStore(name, 'snapshots'));
  return {
    get: (key) => get(key, openStore()),
    set: (key, value) => set(key, value, openStore()),
    del: (key) => del(key, openStore()),
    clear: () => clear(openStore()),
  };
}

const usable = typeof indexedDB !== 'undefined';
const memory = (): SnapshotStorage => ({ get: async () => undefined, set: async () => {}, del: async () => {}, clear: async () => {} });
const storageOf = (name: string) => (usable ? idbStorage(name) : memory());

export const instrumentSnapshots = createSnapshotStore(instrumentsKind, storageOf(instrumentsKind.name));
export const candleSnapshots = createSnapshotStore(candlesKind, storageOf(candlesKind.name));
export const accountSnapshots = createSnapshotStore(accountKind, storageOf(accountKind.name));

export { snapshotUser } from '../../state/session.ts';

/** Logout (or a lost session): every snapshot goes, the guest's list too, so nothing of the account stays behind. */
export function clearAllSnapshots(): Promise<void> {
  return Promise.all([instrumentSnapshots.clear(), candleSnapshots.clear(), accountSnapshots.clear()]).then(() => {});
}

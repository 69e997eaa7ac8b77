// One kind of offline snapshot (instruments, candles, account) in its own IndexedDB store.
// Every value is wrapped with the kind's version, the time its data is from and the user it
// belongs to, and checked with a zod schema when read: a value that fails the check, comes from
// another version, is older than the kind's maximum age or dated in the future is deleted and
// never shown. The storage is injected so the rules run in tests without a browser.
import { z } from 'zod/mini';

/** The few IndexedDB operations a snapshot store needs (idb-keyval in the app). */
export interface SnapshotStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

export interface SnapshotKind<T> {
  /** The IndexedDB database's name; one database per kind. */
  name: string;
  version: number;
  maxAgeMs: number;
  schema: z.ZodMiniType<T>;
}

export interface Snapshot<T> {
  /** When the data was current (ms since the epoch), e.g. the time of the last quote. */
  at: number;
  data: T;
}

/** A clock a little ahead of ours (another tab's) is fine; further ahead means a bad value. */
const FUTURE_TOLERANCE_MS = 60_000;

export interface SnapshotStore<T> {
  read(user: string, key: string): Promise<Snapshot<T> | null>;
  write(user: string, key: string, snapshot: Snapshot<T>): Promise<void>;
  clear(): Promise<void>;
}

/** The stored key: the user first, so one user's snapshot is never read for another. */
export const storedKey = (user: string, key: string) => `${user}|${key}`;

export function createSnapshotStore<T>(kind: SnapshotKind<T>, storage: SnapshotStorage, now: () => number = Date.now): SnapshotStore<T> {
  const envelope = z.object({ v: z.literal(kind.version), user: z.string(), at: z.number(), data: kind.schema });
  return {
    async read(user, key) {
      const id = storedKey(user, key);
      let raw: unknown;
      try {
        raw = await storage.get(id);
      } catch {
        return null; // no IndexedDB (private mode, blocked): nothing to show, nothing broken
      }
      if (raw === undefined) return null;
      const parsed = envelope.safeParse(raw);
      const age = parsed.success ? now() - parsed.data.at : NaN;
      if (!parsed.success || parsed.data.user !== user || !(age <= kind.maxAgeMs && age >= -FUTURE_TOLERANCE_MS)) {
        await storage.del(id).catch(() => {});
        return null;
      }
      return { at: parsed.data.at, data: parsed.data.data as T };
    },
    async write(user, key, snapshot) {
      await storage.set(storedKey(user, key), { v: kind.version, user, at: snapshot.at, data: snapshot.data }).catch(() => {
        /* storage full or unavailable: the app works online as before */
      });
    },
    async clear() {
      await storage.clear().catch(() => {});
    },
  };
}

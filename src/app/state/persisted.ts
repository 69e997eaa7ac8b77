// Persisted values (STYLE.md 5): every one has a zod schema and a default, checked on read, so
// a stale or tampered entry falls back to the default instead of crashing the app.
//
// These small values (language, session, current instrument) live in localStorage on purpose:
// they are read synchronously at start, so the first paint already has the right language and
// the router guards know the session without waiting. Bulky snapshots belong in IndexedDB.
import type { z } from 'zod/mini';
import { atomWithStorage } from './store.ts';

const PREFIX = 'lotwise.';

/** Reads a stored entry: JSON when it is JSON, else the raw string (values saved by older apps). */
export function readStored<T>(key: string, schema: z.ZodMiniType<T>, fallback: T): T {
  let raw: string | null;
  try {
    raw = globalThis.localStorage?.getItem(PREFIX + key) ?? null;
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    /* keep the raw string */
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(PREFIX + key);
    else globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* private mode or full storage: the value lives for this visit only */
  }
}

/** A jotai atom backed by localStorage, checked by `schema`, shared live across tabs. */
export function persistedAtom<T>(key: string, schema: z.ZodMiniType<T>, fallback: T) {
  return atomWithStorage<T>(
    key,
    fallback,
    {
      getItem: (k, initial) => readStored(k, schema, initial),
      setItem: (k, value) => writeStored(k, value),
      removeItem: (k) => writeStored(k, null),
      subscribe: (k, callback, initial) => {
        const onStorage = (event: StorageEvent) => {
          if (event.key === PREFIX + k) callback(readStored(k, schema, initial));
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
    },
    { getOnInit: true },
  );
}

// The watchlist: the session's own favourite instruments, in the person's order. Kept apart from
// the market's table so the start of / does not carry these schemas (the home list reads the
// device's copy; features/watchlist/sync.ts talks to the server after the first quotes).
// Like the other forex calls: a GET reads, a form-encoded POST sets the whole ordered list.
import { z } from 'zod/mini';
import { get, form, none, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

/** Instrument ids in the list's order. */
const Ids = z.array(z.int().check(z.positive()));

/**
 * The whole list as comma-separated ids in order ('' empties it): one field, as a form carries
 * it. How many, and whether each exists, the server checks with a message of its own.
 */
const idList = z.pipe(
  z.string().check(z.trim(), z.maxLength(2000), z.regex(/^(\d{1,15}(,\d{1,15})*)?$/)),
  z.transform((text: string) => (text ? text.split(',').map(Number) : [])),
);

export const watchlistCalls = lazyCalls(
  () =>
    ({
      watchlist: get('/v1/api/forex/watchlist', none, Ids, 'session'),
      setWatchlist: form('/v1/api/forex/set_watchlist', z.object({ forex_ids: idList }), Ids, 'session'),
    }) satisfies Record<string, CallDef>,
);

import './support/browser-globals.ts';
import { describe, expect, it } from 'vitest';
import { startThenQuery } from '../../src/app/features/market/start-then-query.ts';
import { queryClient } from '../../src/app/lib/query/index.ts';

// The home list's loaders (issue 21 item 3): the page's first request goes straight out (the
// shell preloaded its answer; TanStack Query must not load before the first screen), later ones
// are TanStack Query fetches under the list's key.

/** A request whose answers the test releases one by one. */
function gate() {
  const calls: { first: boolean; resolve: (value: string) => void }[] = [];
  const request = (first: boolean) => new Promise<string>((resolve) => calls.push({ first, resolve }));
  return { calls, request };
}

describe('a home list loader', () => {
  it('sends the first request itself; a call while it is on its way joins it', async () => {
    const { calls, request } = gate();
    const load = startThenQuery(['test', 'first'], request);
    const a = load();
    const b = load();
    expect(calls.map((c) => c.first)).toEqual([true]);
    calls[0]!.resolve('list 1');
    expect(await a).toBe('list 1');
    expect(await b).toBe('list 1');
  });

  it('reloads through TanStack Query: one request at a time, shared, the answer in the cache', async () => {
    const { calls, request } = gate();
    const key = ['test', 'later'];
    const load = startThenQuery(key, request);
    const first = load();
    calls[0]!.resolve('list 1');
    await first;

    const a = load();
    const b = load();
    await expect.poll(() => calls.length).toBe(2);
    expect(calls.map((c) => c.first)).toEqual([true, false]);
    calls[1]!.resolve('list 2');
    expect(await a).toBe('list 2');
    expect(await b).toBe('list 2');
    expect(calls).toHaveLength(2);
    expect(queryClient.getQueryData(key)).toBe('list 2');

    const c = load();
    await expect.poll(() => calls.length).toBe(3); // every reload asks the server again
    calls[2]!.resolve('list 3');
    expect(await c).toBe('list 3');
  });

  it('gives a failed reload to its caller at once, without a retry', async () => {
    let n = 0;
    const load = startThenQuery(['test', 'failing'], async () => {
      n += 1;
      if (n > 1) throw new Error('offline');
      return 'list 1';
    });
    await load();
    await expect(load()).rejects.toThrow('offline');
    expect(n).toBe(2);
  });
});

// invalidateFromNow: a change that lands while a list's first read is still on the way must be
// seen by a new read, not answered by that older read (the desktop panel's History count after a
// take-profit, issue 17's last flake).
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { invalidateFromNow } from '../../src/app/lib/query/invalidate.ts';

/** A server whose count is 0 until `change()`, each read answering when `answer()` is called. */
function slowServer() {
  let count = 0;
  const waiting: Array<() => void> = [];
  return {
    reads: 0,
    change: () => void (count += 1),
    answer: () => waiting.splice(0).forEach((resolve) => resolve()),
    read(this: { reads: number }) {
      this.reads += 1;
      const seen = count; // what the server holds when the request reaches it
      return new Promise<number>((resolve) => waiting.push(() => resolve(seen)));
    },
  };
}

async function firstLoadThenChange(invalidate: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient();
  const server = slowServer();
  const observer = new QueryObserver(client, { queryKey: ['user', 1, 'orders', 3], queryFn: () => server.read() });
  const stop = observer.subscribe(() => {});
  await Promise.resolve(); // the first read is on its way, with the count from before the change
  server.change();
  const done = invalidate(client);
  for (let i = 0; i < 5; i += 1) {
    server.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await done;
  server.answer();
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
  return { data: observer.getCurrentResult().data, reads: server.reads };
}

describe('invalidateFromNow', () => {
  it('starts a new read for a first load that left before the change', async () => {
    const result = await firstLoadThenChange((client) => invalidateFromNow(client, ['user', 1]));
    expect(result.data).toBe(1);
    expect(result.reads).toBe(2);
  });

  it('is needed: a bare invalidateQueries keeps the older first read', async () => {
    const result = await firstLoadThenChange((client) => client.invalidateQueries({ queryKey: ['user', 1] }));
    expect(result.data).toBe(0);
  });

  it('leaves a loaded list alone until it reads again, and reads each list once', async () => {
    const client = new QueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['user', 1, 'orders', 1], queryFn: () => server.read() });
    const stop = observer.subscribe(() => {});
    await Promise.resolve();
    server.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult().data).toBe(0);
    server.change();
    const done = invalidateFromNow(client, ['user', 1]);
    expect(observer.getCurrentResult().data).toBe(0); // kept on screen while the new read runs
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answer();
    await done;
    stop();
    expect(observer.getCurrentResult().data).toBe(1);
    expect(server.reads).toBe(2);
  });
});

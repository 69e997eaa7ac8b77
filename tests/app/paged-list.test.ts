import './support/browser-globals.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/app/lib/http/index.ts';
import { bindQueryClient } from '../../src/app/lib/query/bind.ts';
import { createQueryClient } from '../../src/app/lib/query/client.ts';
import { atomWithInfiniteQuery, nextPageParam, pagedItems, pagedQueryOptions } from '../../src/app/lib/query/index.ts';
import { store } from '../../src/app/state/store.ts';
import { fakeServer, mount, ok, until } from './support/fake-server.ts';

const NEWS = '/api/news/list';
const item = (id: number) => ({ id, title: `News ${id}`, desc: '', logo: '', created_at: '2026-11-20 10:00:00', content: '' });

describe('a list loaded page by page', () => {
  let unbind: () => void;
  beforeEach(() => {
      unbind = bindQueryClient(store, createQueryClient());
  });
  afterEach(() => unbind());

  it('asks for page 1, then the next page while items are missing, and stops at the total', async () => {
    const server = fakeServer();
    server.answer(NEWS, ok({ data: [item(1), item(2)], total: 3 }), ok({ data: [item(3)], total: 3 }));
    const newsAtom = atomWithInfiniteQuery(() => pagedQueryOptions(['news', 'list', 1] as const, (page, signal) => api('newsList', { category_id: 1, page }, { signal })));
    const stop = mount(newsAtom);

    const first = await until(newsAtom, (q) => q.isSuccess);
    expect(pagedItems(first.data).items.map((news) => news.id)).toEqual([1, 2]);
    expect(first.hasNextPage).toBe(true);

    void first.fetchNextPage();
    const all = await until(newsAtom, (q) => q.data?.pages.length === 2 && !q.isFetching);
    expect(pagedItems(all.data)).toMatchObject({ total: 3, items: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(all.hasNextPage).toBe(false);
    expect(server.calls(NEWS).map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    stop();
  });

  it('stops at an empty page even when the total promises more', () => {
    expect(nextPageParam({ data: [], total: 50 }, [{ data: [1], total: 50 }, { data: [], total: 50 }], 2)).toBeUndefined();
    expect(nextPageParam({ data: [1, 2], total: 5 }, [{ data: [1, 2], total: 5 }], 1)).toBe(2);
    expect(pagedItems(undefined)).toEqual({ items: [], total: 0 });
  });
});

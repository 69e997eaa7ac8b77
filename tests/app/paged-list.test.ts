import './support/browser-globals.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { api } from '../../src/app/lib/http/index.ts';
import { bindQueryClient } from '../../src/app/lib/query/bind.ts';
import { createQueryClient } from '../../src/app/lib/query/client.ts';
import { atomWithInfiniteQuery, nextPageParam, pagedItems, pagedQueryOptions, usePagedList } from '../../src/app/lib/query/index.ts';
import { Provider, store } from '../../src/app/state/store.ts';
import { fakeServer, mount, ok, until } from './support/fake-server.ts';

const NEWS = '/api/news/list';
const item = (id: number) => ({ id, title: `News ${id}`, desc: '', logo: '', created_at: '2026-11-20 10:00:00', content: '' });

describe('a list loaded page by page', () => {
  let unbind: () => void;
  let client: ReturnType<typeof createQueryClient>;
  beforeEach(() => {
    client = createQueryClient();
    unbind = bindQueryClient(store, client);
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

  it('gives a list screen the items so far and whether more can be loaded', () => {
    const key = ['news', 'list', 2] as const;
    const newsAtom = atomWithInfiniteQuery(() => pagedQueryOptions(key, (page, signal) => api('newsList', { category_id: 2, page }, { signal })));
    client.setQueryData(key, { pages: [{ data: [item(7), item(8)], total: 5 }], pageParams: [1] });
    function NewsTitles() {
      const list = usePagedList(newsAtom);
      return createElement('p', null, `${list.items.map((news) => news.title).join(', ')} of ${list.total}${list.hasMore ? ', more' : ''}`);
    }
    expect(renderToStaticMarkup(createElement(Provider, { store }, createElement(NewsTitles)))).toBe('<p>News 7, News 8 of 5, more</p>');
  });

  it('stops at an empty page even when the total promises more', () => {
    expect(
      nextPageParam(
        { data: [], total: 50 },
        [
          { data: [1], total: 50 },
          { data: [], total: 50 },
        ],
        2,
      ),
    ).toBeUndefined();
    expect(nextPageParam({ data: [1, 2], total: 5 }, [{ data: [1, 2], total: 5 }], 1)).toBe(2);
    expect(pagedItems(undefined)).toEqual({ items: [], total: 0 });
  });
});

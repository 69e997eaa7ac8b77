import { describe, expect, it, vi } from 'vitest';
import { createApi, type ClientDeps } from '../../src/app/lib/http/client.ts';
import { ApiError, TransportError } from '../../src/app/lib/errors.ts';
import { tradeListPreloadUrl } from '../../src/contract/preload.ts';

type Reply = { status?: number; body?: unknown } | Error;

/** A client whose fetch answers from a queue and records what was sent. */
function setup(replies: Reply[], overrides: Partial<ClientDeps> = {}) {
  const sent: Request[] = [];
  const notify = vi.fn();
  const onSessionInvalid = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push(request.clone());
    const reply = replies.shift() ?? { body: { code: 1, msg: 'ok', data: null } };
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  const api = createApi({
    baseUrl: 'http://app.test',
    getLang: () => 'en',
    getToken: () => 'tok-1',
    notify,
    onSessionInvalid,
    fetch: fetch as typeof globalThis.fetch,
    now: () => 1_700_000_000_000,
    ...overrides,
  });
  return { api, sent, notify, onSessionInvalid };
}

const category = { Id: 1, NameShowTrans: 'Forex' };

describe('the HTTP client built from the contract', () => {
  it('sends lang and authorization headers and a t timestamp on a GET, and returns the unwrapped data', async () => {
    const { api, sent } = setup([{ body: { code: 1, msg: 'ok', data: [category] } }]);
    await expect(api('categories', {})).resolves.toEqual([category]);
    const url = new URL(sent[0].url);
    expect(sent[0].method).toBe('GET');
    expect(url.pathname).toBe('/v1/api/forex/getCategories');
    expect(url.searchParams.get('t')).toBe('1700000000000');
    expect(sent[0].headers.get('lang')).toBe('en');
    expect(sent[0].headers.get('authorization')).toBe('tok-1');
  });

  it('requests exactly the URL the shell preloads, with no headers, for a preloaded call', async () => {
    const { api, sent } = setup([{ body: { code: 1, msg: 'ok', data: [] } }, { body: { code: 1, msg: 'ok', data: [] } }]);
    await api('tradeList', { searchCurrency: '' }, { preloaded: true });
    const url = new URL(sent[0].url);
    // Same path and query as the server's Link header: the browser hands over its answer.
    expect(url.pathname + url.search).toBe(tradeListPreloadUrl('en'));
    expect(sent[0].headers.get('lang')).toBeNull();
    expect(sent[0].headers.get('authorization')).toBeNull();
    // A call that needs a session is never sent without its token, preloaded or not.
    await api('userInfo', {}, { preloaded: true }).catch(() => undefined); // the reply's shape is not the point
    expect(sent[1].headers.get('authorization')).toBe('tok-1');
    expect(new URL(sent[1].url).searchParams.get('t')).toBe('1700000000000');
  });

  it('sends the token it is given instead of the store’s (logout, after the store was cleared)', async () => {
    const { api, sent } = setup([{ body: { code: 1, msg: 'ok', data: null } }], { getToken: () => '' });
    await api('logout', {}, { token: 'tok-ending' });
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url).pathname).toBe('/api/user/logout');
    expect(sent[0].headers.get('authorization')).toBe('tok-ending');
  });

  it('sends an empty authorization header for a guest', async () => {
    const { api, sent } = setup([{ body: { code: 1, msg: 'ok', data: [] } }], { getToken: () => '' });
    await api('categories', {});
    expect(sent[0].headers.get('authorization')).toBe('');
  });

  it('puts query inputs in the query string, skipping undefined ones', async () => {
    const { api, sent } = setup([{ body: { code: 1, msg: 'ok', data: [] } }]);
    await api('tradeList', { searchCurrency: 'EUR' });
    await api('createDemo', { demo_id: undefined }).catch(() => {});
    expect(new URL(sent[0].url).searchParams.get('searchCurrency')).toBe('EUR');
    expect(new URL(sent[1].url).searchParams.has('demo_id')).toBe(false);
  });

  it('form-encodes the body of a form call and adds no t', async () => {
    const { api, sent } = setup([{ body: { code: 3, msg: 'not available yet', data: null } }]);
    await api('login', { account: 'a@b.c', password: 'secret', login_type: 'email' }).catch(() => {});
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(new URL(sent[0].url).searchParams.has('t')).toBe(false);
    expect(Object.fromEntries(new URLSearchParams(await sent[0].text()))).toEqual({ account: 'a@b.c', password: 'secret', login_type: 'email' });
  });

  it('rejects a business error with the server msg and shows it', async () => {
    const { api, notify } = setup([{ body: { code: 3, msg: 'Market closed', data: null } }]);
    const error = await api('categories', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Market closed');
    expect((error as ApiError).code).toBe(3);
    expect(notify).toHaveBeenCalledWith(error, 'categories');
  });

  it('shows nothing for a call the contract marks silent, or one called silently', async () => {
    const { api, notify } = setup([{ body: { code: 3, msg: 'no', data: null } }, { body: { code: 3, msg: 'no', data: null } }]);
    await expect(api('userInfo', {})).rejects.toBeInstanceOf(ApiError);
    await expect(api('categories', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });

  it('code 999 ends the session, except on a call marked initial', async () => {
    const { api, onSessionInvalid } = setup([{ body: { code: 999, msg: 'Please log in', data: null } }, { body: { code: 999, msg: 'Please log in', data: null } }]);
    await expect(api('getBalance', {}, { initial: true })).rejects.toMatchObject({ code: 999 });
    expect(onSessionInvalid).not.toHaveBeenCalled();
    await expect(api('getBalance', {})).rejects.toMatchObject({ code: 999 });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('turns an HTTP fault, a network failure and an unreadable reply into transport errors with a code', async () => {
    const { api, notify } = setup([{ status: 500, body: { code: 500, msg: 'x', data: null } }, new TypeError('Failed to fetch'), { body: { hello: 1 } }]);
    await expect(api('categories', {})).rejects.toMatchObject({ name: 'TransportError', code: 500 });
    await expect(api('categories', {})).rejects.toMatchObject({ name: 'TransportError', code: 'NETWORK' });
    await expect(api('categories', {})).rejects.toMatchObject({ name: 'TransportError', code: 'BAD_REPLY' });
    expect(notify).toHaveBeenCalledTimes(3);
    expect(notify.mock.calls[0][0]).toBeInstanceOf(TransportError);
  });

  it('rejects data of the wrong shape instead of handing it to the screens', async () => {
    const { api } = setup([{ body: { code: 1, msg: 'ok', data: [{ Id: 'one' }] } }]);
    await expect(api('categories', {})).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });

  it('stays silent when the request was cancelled', async () => {
    const controller = new AbortController();
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { api, notify } = setup([abort]);
    controller.abort();
    await expect(api('categories', {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });
  it('gives up after its time-out with a TIMEOUT error, and a cancel in flight stays silent', async () => {
    vi.useFakeTimers();
    try {
      const notify = vi.fn();
      // A server that never answers: the request ends only when its signal aborts.
      const hanging = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const api = createApi({ baseUrl: 'http://app.test', getLang: () => 'en', getToken: () => '', notify, onSessionInvalid: vi.fn(), fetch: hanging as typeof fetch, timeoutMs: 15_000 });
      const slow = api('categories', {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await slow).toMatchObject({ name: 'TransportError', code: 'TIMEOUT' });
      expect(notify).toHaveBeenCalledTimes(1);

      const controller = new AbortController();
      const cancelled = api('categories', {}, { signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      expect(await cancelled).toMatchObject({ name: 'AbortError' });
      expect(notify).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

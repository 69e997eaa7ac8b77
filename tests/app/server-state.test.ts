import './support/browser-globals.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/query-core';
import { i18n } from '@lingui/core';
import { balanceAtom, resetDemoMutationAtom } from '../../src/app/features/account/balance.ts';
import { accountKeys } from '../../src/app/features/account/keys.ts';
import { siteKeys } from '../../src/app/features/site/keys.ts';
import { areasQueryAtom } from '../../src/app/features/site/queries.ts';
import { errorText } from '../../src/app/lib/error-text.ts';
import { TransportError, ApiError } from '../../src/app/lib/errors.ts';
import { bindQueryClient } from '../../src/app/lib/query/bind.ts';
import { createQueryClient, shouldRetry } from '../../src/app/lib/query/client.ts';
import { languageAtom } from '../../src/app/state/language.ts';
import { socketStatusAtom } from '../../src/app/state/quotes.ts';
import { sessionAtom } from '../../src/app/state/session.ts';
import { store } from '../../src/app/state/store.ts';
import { toastsAtom } from '../../src/app/ui/toast.ts';
import { fakeServer, mount, ok, until } from './support/fake-server.ts';

const AREAS = '/api/default/area_list';
const BALANCE = '/v1/api/main/wallet/getBalance';
const RESET = '/v1/api/main/user/resetForexDemoAccount';

const hk = { id: 1, code: 'HK', global_code: '852', name: 'Hong Kong' };
const tw = { id: 2, code: 'TW', global_code: '886', name: 'Taiwan' };
const demoUser = { id: 7, uid: '10000007', email: '', is_demo: 1, credit_score: 100, invite_code: 'ABC' };

let client: QueryClient;
let unbind: () => void;
let server: ReturnType<typeof fakeServer>;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  i18n.load('en', {});
  i18n.activate('en');
  server = fakeServer();
  client = createQueryClient();
  unbind = bindQueryClient(store, client);
  store.set(socketStatusAtom, 'connecting');
  store.set(sessionAtom, null);
  store.set(toastsAtom, []);
});

afterEach(() => {
  for (const stop of cleanups.splice(0)) stop();
  unbind();
  client.clear();
});

const held = (atom: Parameters<typeof mount>[0]) => cleanups.push(mount(atom));

describe('cache keys', () => {
  it('invalidating a feature root reaches every query under it and nothing of another feature', () => {
    client.setQueryData(siteKeys.basicInfo(), { site_name: 'Lotwise' });
    client.setQueryData(siteKeys.setting('is_show_mobile'), '1');
    client.setQueryData(accountKeys.balance(7), { balance: '1' });
    void client.invalidateQueries({ queryKey: siteKeys.all });
    expect(client.getQueryState(siteKeys.basicInfo())?.isInvalidated).toBe(true);
    expect(client.getQueryState(siteKeys.setting('is_show_mobile'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(accountKeys.balance(7))?.isInvalidated).toBe(false);
  });

  it("keeps each user's data under that user, so one user's invalidation never touches another's", () => {
    expect(accountKeys.balance(7).slice(0, accountKeys.user(7).length)).toEqual([...accountKeys.user(7)]);
    client.setQueryData(accountKeys.balance(7), { balance: '1' });
    client.setQueryData(accountKeys.balance(8), { balance: '2' });
    void client.invalidateQueries({ queryKey: accountKeys.user(7) });
    expect(client.getQueryState(accountKeys.balance(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(accountKeys.balance(8))?.isInvalidated).toBe(false);
    expect(siteKeys.setting('a')).not.toEqual(siteKeys.setting('b'));
  });
});

describe('a query in the jotai store (the dialing codes)', () => {
  it('is loading first, then holds the list; two readers at once ask the server once', async () => {
    server.answer(AREAS, ok([hk, tw]));
    held(areasQueryAtom);
    held(areasQueryAtom);
    expect(store.get(areasQueryAtom).isLoading).toBe(true);
    const loaded = await until(areasQueryAtom, (q) => q.isSuccess);
    expect(loaded.data).toEqual([hk, tw]);
    expect(server.calls(AREAS)).toHaveLength(1);
  });

  it("fails with the server's message, shown in a toast, and a retry loads the list", async () => {
    server.answer(AREAS, { code: 0, msg: 'Service is paused', data: null }, ok([hk]));
    held(areasQueryAtom);
    const failed = await until(areasQueryAtom, (q) => q.isError);
    expect(errorText(failed.error, i18n)).toBe('Service is paused');
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Service is paused']);
    // A business refusal is not retried behind the user's back.
    expect(server.calls(AREAS)).toHaveLength(1);
    void failed.refetch();
    const retried = await until(areasQueryAtom, (q) => q.isSuccess);
    expect(retried.data).toEqual([hk]);
  });

  it('is kept for the visit: a reconnect of the live socket does not ask for it again', async () => {
    server.answer(AREAS, ok([hk]));
    held(areasQueryAtom);
    await until(areasQueryAtom, (q) => q.isSuccess);
    store.set(socketStatusAtom, 'open');
    store.set(socketStatusAtom, 'closed');
    store.set(socketStatusAtom, 'open');
    await client.refetchQueries();
    expect(server.calls(AREAS)).toHaveLength(1);
  });
});

describe('the balance and the demo reset', () => {
  const signIn = () => store.set(sessionAtom, { token: 'tok-7', user: demoUser });

  it('asks nothing for a guest, and loads the balance of whoever logs in', async () => {
    server.answer(BALANCE, ok({ balance: '2500.5' }));
    held(balanceAtom);
    expect(store.get(balanceAtom).balance).toBeNull();
    expect(server.calls(BALANCE)).toHaveLength(0);
    signIn();
    const shown = await until(balanceAtom, (b) => b.balance !== null);
    expect(shown).toEqual({ userId: 7, balance: '2500.5', failed: false });
  });

  it('after a reset, the balance is read again and shows the restored amount', async () => {
    server.answer(BALANCE, ok({ balance: '812.40' }), ok({ balance: '10000' }));
    server.answer(RESET, ok({ balance: '10000' }, 'The demo account was reset'));
    signIn();
    held(balanceAtom);
    held(resetDemoMutationAtom);
    await until(balanceAtom, (b) => b.balance === '812.40');

    await store.get(resetDemoMutationAtom).mutateAsync();

    expect(server.calls(RESET)).toHaveLength(1);
    expect(server.calls(BALANCE)).toHaveLength(2);
    expect((await until(balanceAtom, (b) => b.balance !== '812.40')).balance).toBe('10000');
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['The demo account was reset']);
  });

  it('reads the balance again when the live socket reconnects, not when it first connects', async () => {
    server.answer(BALANCE, ok({ balance: '100' }), ok({ balance: '95' }));
    signIn();
    held(balanceAtom);
    await until(balanceAtom, (b) => b.balance === '100');
    store.set(socketStatusAtom, 'open');
    expect(server.calls(BALANCE)).toHaveLength(1);
    store.set(socketStatusAtom, 'closed');
    store.set(socketStatusAtom, 'connecting');
    store.set(socketStatusAtom, 'open');
    const after = await until(balanceAtom, (b) => b.balance === '95');
    expect(after.balance).toBe('95');
    expect(server.calls(BALANCE)).toHaveLength(2);
  });

  it('reads it again in the new language when the language changes', async () => {
    server.answer(BALANCE, ok({ balance: '100' }));
    signIn();
    held(balanceAtom);
    await until(balanceAtom, (b) => b.balance === '100');
    const before = store.get(languageAtom);
    const next = before === 'de' ? 'fr' : 'de';
    store.set(languageAtom, next);
    await until(balanceAtom, () => server.calls(BALANCE).length === 2);
    expect(server.calls(BALANCE).map((request) => request.lang)).toEqual([before, next]);
    store.set(languageAtom, before);
  });
});

describe('retries', () => {
  it('tries a failed read once more only when the fault may pass', () => {
    expect(shouldRetry(0, new TransportError('NETWORK'))).toBe(true);
    expect(shouldRetry(0, new TransportError('TIMEOUT'))).toBe(true);
    expect(shouldRetry(0, new TransportError(502))).toBe(true);
    expect(shouldRetry(1, new TransportError('NETWORK'))).toBe(false);
    expect(shouldRetry(0, new TransportError(404))).toBe(false);
    expect(shouldRetry(0, new TransportError('BAD_REPLY'))).toBe(false);
    expect(shouldRetry(0, new ApiError(3, 'Insufficient margin'))).toBe(false);
  });
});

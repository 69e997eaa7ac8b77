import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, WATCHLIST_MAX } from '../../../src/contract/index.ts';
import { call, startServer, type TestServer } from '../helpers.ts';
import { realUser, type RealUser } from '../money/helpers.ts';

// The watchlist calls over real HTTP on a real database (SQLite, or PostgreSQL when
// TEST_DATABASE_URL is set): each user reads and sets only their own list, in their order.
let server: TestServer;
let ids: number[];
let alice: RealUser;
let bob: RealUser;
beforeAll(async () => {
  server = await startServer({}, { runMarket: false });
  ids = (await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list', { searchCurrency: '' })).body.data.map((i: { Id: number }) => i.Id);
  alice = await realUser(server);
  bob = await realUser(server);
});
afterAll(async () => {
  await server?.stop();
});

const read = (user: RealUser | null) => call(server.baseUrl, 'GET', '/v1/api/forex/watchlist', {}, user?.headers ?? {});
const set = (user: RealUser | null, forexIds: number[] | string, lang = 'en') =>
  call(server.baseUrl, 'POST', '/v1/api/forex/set_watchlist', { forex_ids: Array.isArray(forexIds) ? forexIds.join(',') : forexIds }, { lang, ...(user?.headers ?? {}) });
const stored = async (user: RealUser) =>
  (await server.db.selectFrom('watchlist_items').select('forex_id').where('user_id', '=', BigInt(user.id)).orderBy('position').execute()).map((r) => Number(r.forex_id));

describe('the watchlist', () => {
  it('starts empty, keeps the order it was given, and is read back in that order', async () => {
    expect((await read(alice)).body).toMatchObject({ code: ResultCode.OK, data: [] });
    const order = [ids[3]!, ids[0]!, ids[5]!];
    expect((await set(alice, order)).body).toMatchObject({ code: ResultCode.OK, data: order });
    expect((await read(alice)).body.data).toEqual(order);
    const reordered = [ids[5]!, ids[3]!, ids[0]!];
    expect((await set(alice, reordered)).body.data).toEqual(reordered);
    expect((await read(alice)).body.data).toEqual(reordered);
    expect(await stored(alice)).toEqual(reordered);
  });

  it('is each user’s own: another user neither sees nor changes it', async () => {
    expect((await read(bob)).body.data).toEqual([]);
    expect((await set(bob, [ids[1]!])).body.data).toEqual([ids[1]]);
    expect((await read(alice)).body.data).toEqual([ids[5], ids[3], ids[0]]);
    expect((await read(bob)).body.data).toEqual([ids[1]]);
    // The user is the session's: an id in the input names no one.
    const withUser = await call(server.baseUrl, 'POST', '/v1/api/forex/set_watchlist', { forex_ids: String(ids[2]), user_id: alice.id }, bob.headers);
    expect(withUser.body.data).toEqual([ids[2]]);
    expect((await read(alice)).body.data).toEqual([ids[5], ids[3], ids[0]]);
  });

  it('is for a logged-in person only', async () => {
    expect((await read(null)).body.code).toBe(ResultCode.SESSION_INVALID);
    expect((await set(null, [ids[0]!])).body.code).toBe(ResultCode.SESSION_INVALID);
  });

  it('refuses ids that are no instrument, naming them in the reader’s language, and changes nothing', async () => {
    const before = await stored(alice);
    const reply = (await set(alice, [ids[0]!, 99999, 88888])).body;
    expect(reply).toMatchObject({ code: ResultCode.REFUSED, msg: 'These instruments do not exist: 99999, 88888. The watchlist was not changed.' });
    const hk = (await set(alice, [ids[0]!, 99999, 88888], 'hk')).body;
    expect(hk.code).toBe(ResultCode.REFUSED);
    expect(hk.msg).toContain('99999, 88888');
    expect(hk.msg).not.toBe(reply.msg);
    expect(await stored(alice)).toEqual(before);
  });

  it(`refuses more than ${WATCHLIST_MAX} instruments and a list that is not ids; a repeated id keeps its first place`, async () => {
    const before = await stored(alice);
    const tooMany = Array.from({ length: WATCHLIST_MAX + 1 }, (_, i) => ids[i % ids.length]! + (i >= ids.length ? 1_000_000 * i : 0));
    expect((await set(alice, tooMany)).body).toMatchObject({ code: ResultCode.REFUSED, msg: `A watchlist holds at most ${WATCHLIST_MAX} instruments. Please remove some first.` });
    expect((await set(alice, '1,two')).body.code).not.toBe(ResultCode.OK);
    expect(await stored(alice)).toEqual(before);
    expect((await set(alice, [ids[2]!, ids[4]!, ids[2]!])).body.data).toEqual([ids[2], ids[4]]);
  });

  it('is emptied by an empty list', async () => {
    expect((await set(alice, '')).body).toMatchObject({ code: ResultCode.OK, data: [] });
    expect(await stored(alice)).toEqual([]);
    expect((await read(bob)).body.data).toEqual([ids[2]]);
  });

  it('keeps one of several changes sent at once, whole (never a mix of two)', async () => {
    const lists = [[ids[0]!, ids[1]!], [ids[2]!, ids[3]!, ids[4]!], [ids[5]!], [ids[1]!, ids[0]!]];
    const replies = await Promise.all(lists.map((list) => set(alice, list)));
    expect(replies.map((r) => r.body.code)).toEqual(lists.map(() => ResultCode.OK));
    // Each reply is one of the lists whole (never a mix), and so is what is stored: the one the
    // user's lane took last. Which that is depends on arrival, not on the order they were sent
    // (on PostgreSQL they often arrive out of order).
    for (const reply of replies) expect(lists).toContainEqual(reply.body.data);
    expect(lists).toContainEqual(await stored(alice));
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, openSocket } from '../helpers.ts';
import { SUBMIT, startTrading, type TradingServer } from '../trading/harness.ts';

// The in-app inbox (issue 20): every notice is kept for its user, pushed or not (nobody here
// subscribes a device), the newest 100, read in the reader's language, marked read one by one or
// all at once, and told to the user's open sockets.
let t: TradingServer;
const START = [{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }];

beforeAll(async () => {
  t = await startTrading();
});
afterAll(async () => {
  await t?.stop();
});
beforeEach(async () => {
  await t.tick(START);
});

const list = async (token: string, lang = 'en') => (await call(t.server.baseUrl, 'GET', '/api/inbox/list', {}, { authorization: token, lang })).body;
const post = async (token: string, path: string, params: Record<string, string> = {}) => (await call(t.server.baseUrl, 'POST', path, params, { authorization: token })).body;

/** A long EURUSD position with a stop-loss at 1.09500, then a tick through it; every notice kept. */
async function stopLossHit(token: string): Promise<number> {
  const placed = await t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 1, multiple: 100, stop_loss_price: '1.09500' });
  expect(placed.code).toBe(1);
  await t.tick([{ code: 'EURUSD', bid: '1.09480', ask: '1.09500' }]);
  await t.server.inbox.settled();
  return placed.data.Id as number;
}

describe('the inbox', () => {
  it('keeps a stop-loss hit with no device subscribed, tells the open app, and reads it in the reader’s language', async () => {
    const { token } = await t.account();
    const socket = await openSocket(t.server.wsUrl);
    socket.send({ type: 'login', token });
    socket.send({ type: 'sub', channel: 'NOTICE' });
    await socket.waitFor((m) => m.type === 'login');
    const orderId = await stopLossHit(token);

    const told = await socket.waitFor((m) => m.type === 'NOTICE');
    expect(told).toEqual({ type: 'NOTICE', data: { id: `order:${orderId}:closed`, kind: 'tp_sl', unread: 1 } });
    socket.close();

    const english = await list(token);
    expect(english).toMatchObject({ code: 1, data: { unread: 1 } });
    expect(english.data.data).toEqual([
      {
        id: `order:${orderId}:closed`,
        kind: 'tp_sl',
        title: 'Stop-loss hit on EUR/USD',
        body: 'Closed at 1.09480. Result: -$540.00.',
        url: `/order?type=3&id=${orderId}`,
        at: t.clock.now(),
        read: false,
      },
    ]);
    const french = await list(token, 'fr');
    expect(french.data.data[0]).toMatchObject({ title: 'Stop-loss atteint sur EUR/USD', read: false });
  });

  it('is the user’s own: another user neither lists nor marks it, and its owner marks it read', async () => {
    const alice = await t.account();
    const bob = await t.account();
    const orderId = await stopLossHit(alice.token);
    const id = `order:${orderId}:closed`;

    expect((await list(bob.token)).data).toEqual({ data: [], unread: 0 });
    expect(await post(bob.token, '/api/inbox/read', { id })).toMatchObject({ code: 1, data: { unread: 0 } });
    expect(await post(bob.token, '/api/inbox/read_all')).toMatchObject({ code: 1 });
    expect((await list(alice.token)).data).toMatchObject({ unread: 1, data: [{ id, read: false }] });

    expect(await post(alice.token, '/api/inbox/read', { id })).toMatchObject({ code: 1, data: { unread: 0 } });
    expect((await list(alice.token)).data).toMatchObject({ unread: 0, data: [{ id, read: true }] });
    // Without a session, nothing is read or changed.
    expect((await call(t.server.baseUrl, 'GET', '/api/inbox/list')).body.code).toBe(999);
    expect((await post('', '/api/inbox/read_all')).code).toBe(999);
  });

  it('keeps the newest 100 notices of each user, and marks them all read at once', async () => {
    const busy = await t.account();
    const quiet = await t.account();
    const at = t.clock.now();
    // 105 support replies in one turn (a wave): the five oldest go; the other user's one stays.
    for (let messageId = 1; messageId <= 105; messageId++) t.server.bus.emit({ type: 'support.replied', userId: busy.id, messageId, at: at + messageId });
    t.server.bus.emit({ type: 'support.replied', userId: quiet.id, messageId: 1000, at });
    await t.server.inbox.settled();

    const kept = (await list(busy.token)).data;
    expect(kept.unread).toBe(100);
    expect(kept.data).toHaveLength(100);
    expect(kept.data[0]).toMatchObject({ id: 'support:105', kind: 'support', title: 'New reply from customer service', url: '/mine/chat', at: at + 105 });
    expect(kept.data.at(-1)).toMatchObject({ id: 'support:6' });
    const rows = await t.server.db.selectFrom('inbox').select('notice_id').where('user_id', '=', BigInt(busy.id)).execute();
    expect(rows).toHaveLength(100);

    // One more later: still 100, the oldest of them gone.
    t.server.bus.emit({ type: 'support.replied', userId: busy.id, messageId: 106, at: at + 106 });
    await t.server.inbox.settled();
    const after = (await list(busy.token)).data.data;
    expect([after.length, after[0].id, after.at(-1).id]).toEqual([100, 'support:106', 'support:7']);

    expect(await post(busy.token, '/api/inbox/read_all')).toMatchObject({ code: 1, data: { unread: 0 } });
    expect((await list(busy.token)).data.data.every((entry: { read: boolean }) => entry.read)).toBe(true);
    expect((await list(quiet.token)).data).toMatchObject({ unread: 1, data: [{ id: 'support:1000', read: false }] });
  });

  it('keeps one event once, and a close its owner asked for is no notice', async () => {
    const { token, id } = await t.account();
    t.server.bus.emit({ type: 'identity.decided', userId: id, approved: true, reason: '', at: 5 });
    t.server.bus.emit({ type: 'identity.decided', userId: id, approved: true, reason: '', at: 5 });
    t.server.bus.emit({ type: 'order.closed', userId: id, orderId: 1, code: 'EURUSD', showCode: 'EUR/USD', side: 1, lots: '1.00', reason: 'user', price: '1.1', trigger: '', profit: '0', at: 6 });
    await t.server.inbox.settled();
    expect((await list(token)).data.data.map((e: { id: string }) => e.id)).toEqual(['identity:5']);
  });

  it('is told only to a logged-in socket', async () => {
    const socket = await openSocket(t.server.wsUrl);
    socket.send({ type: 'sub', channel: 'NOTICE' });
    expect(await socket.waitFor((m) => m.type === 'error')).toMatchObject({ type: 'error' });
    socket.close();
  });
});

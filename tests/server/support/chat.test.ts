import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, ServerMessage, SUPPORT_PAGE_SIZE, SUPPORT_TEXT_MAX } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import { SUPPORT_PER_WINDOW, SUPPORT_WINDOW_MS } from '../../../src/server/engine/support/index.ts';
import { call, privateSocket, startServer, type TestServer } from '../helpers.ts';
import { get, operate, post, realUser, uploadedUrl } from '../money/helpers.ts';

const clock = createManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { clock, runMarket: false });
});
afterAll(async () => {
  await server?.stop();
});

const send = (user: { headers: Record<string, string> }, params: Record<string, string>, lang = 'en') => call(server.baseUrl, 'POST', '/api/support/send', params, { lang, ...user.headers });
const history = async (user: { headers: Record<string, string> }, params: Record<string, string | number> = {}) => (await get(server, user, '/api/support/history', params)).body;
const unread = async (user: { headers: Record<string, string> }) => (await get(server, user, '/api/support/unread')).body.data.count as number;
const stored = () => server.db.selectFrom('support_messages').selectAll().orderBy('id').execute();

async function demoUser() {
  const demo = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU');
  const token = demo.body.data.token as string;
  const me = await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: token });
  return { token, id: me.body.data.id as number, headers: { authorization: token } };
}

describe('support chat', () => {
  it('stores what the user writes and shows it in their own history, oldest first', async () => {
    const user = await realUser(server);
    const first = await send(user, { text: '  Where is my deposit?  ' });
    expect(first.body).toMatchObject({ code: ResultCode.OK, data: { mine: true, text: 'Where is my deposit?', image: '', read: false, created_at: clock.now() } });
    await clock.advance(1000);
    await send(user, { text: 'It was sent an hour ago.' });
    const page = await history(user);
    expect(page).toMatchObject({ code: ResultCode.OK, data: { more: false } });
    expect(page.data.data.map((m: { text: string }) => m.text)).toEqual(['Where is my deposit?', 'It was sent an hour ago.']);
    const rows = (await stored()).filter((r) => Number(r.user_id) === user.id);
    expect(rows.map((r) => [r.text, Number(r.from_operator)])).toEqual([
      ['Where is my deposit?', 0],
      ['It was sent an hour ago.', 0],
    ]);
  });

  it('shows each user only their own thread, and needs a session', async () => {
    const alice = await realUser(server);
    const bob = await realUser(server);
    await send(alice, { text: 'Only for my eyes' });
    expect((await history(bob)).data.data).toEqual([]);
    const guest = await call(server.baseUrl, 'GET', '/api/support/history', {}, { lang: 'en' });
    expect(guest.body.code).toBe(ResultCode.SESSION_INVALID);
    expect((await call(server.baseUrl, 'POST', '/api/support/send', { text: 'hello' }, { lang: 'en' })).body.code).toBe(ResultCode.SESSION_INVALID);
  });

  it('takes demo accounts too', async () => {
    const demo = await demoUser();
    expect((await send(demo, { text: 'Trying the demo, how do stops work?' })).body.code).toBe(ResultCode.OK);
    expect((await history(demo)).data.data).toHaveLength(1);
  });

  it('refuses an empty or too long message and a picture that is not the sender’s, and stores nothing', async () => {
    const user = await realUser(server);
    const other = await realUser(server);
    const before = (await stored()).length;
    const empty = await send(user, { text: '   ' });
    expect(empty.body).toMatchObject({ code: ResultCode.REFUSED, msg: `Please write a message of 1 to ${SUPPORT_TEXT_MAX} characters, or send a picture.` });
    const long = await send(user, { text: 'x'.repeat(SUPPORT_TEXT_MAX + 1) }, 'hk');
    expect(long.body.code).toBe(ResultCode.REFUSED);
    expect(long.body.msg).not.toBe(empty.body.msg);
    // Exactly the limit is fine, counted in characters (an emoji is one).
    expect((await send(user, { text: '😀'.repeat(SUPPORT_TEXT_MAX) })).body.code).toBe(ResultCode.OK);
    const theirs = await uploadedUrl(server, other);
    expect((await send(user, { image: theirs })).body).toMatchObject({ code: ResultCode.REFUSED, msg: 'Please upload the picture again.' });
    expect((await send(user, { image: '/api/common/image/../../operator.key' })).body.code).toBe(ResultCode.REFUSED);
    expect((await stored()).length).toBe(before + 1);
  });

  it('sends one of the user’s own pictures', async () => {
    const user = await realUser(server);
    const url = await uploadedUrl(server, user);
    const sent = await send(user, { image: `http://example.com${url}` });
    expect(sent.body).toMatchObject({ code: ResultCode.OK, data: { mine: true, text: '', image: url } });
  });

  it('pages back through a long thread', async () => {
    const user = await realUser(server);
    for (let i = 0; i < SUPPORT_PAGE_SIZE + 5; i++) {
      await server.db
        .insertInto('support_messages')
        .values({ user_id: user.id, from_operator: i % 2, operator: i % 2 ? 'alice' : '', text: `m${i}`, image: '', created_at: clock.now() + i, read_at: null })
        .execute();
    }
    const newest = await history(user);
    expect(newest.data.more).toBe(true);
    expect(newest.data.data).toHaveLength(SUPPORT_PAGE_SIZE);
    expect(newest.data.data.at(-1).text).toBe(`m${SUPPORT_PAGE_SIZE + 4}`);
    const older = await history(user, { before: newest.data.data[0].id });
    expect(older.data).toMatchObject({ more: false });
    expect(older.data.data.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });

  it('limits how many messages a user sends in a window, then accepts again', async () => {
    const user = await realUser(server);
    await clock.advance(SUPPORT_WINDOW_MS);
    for (let i = 0; i < SUPPORT_PER_WINDOW; i++) expect((await send(user, { text: `message ${i}` })).body.code).toBe(ResultCode.OK);
    const refused = await send(user, { text: 'one too many' });
    expect(refused.body).toMatchObject({ code: ResultCode.RATE_LIMITED, msg: 'You have sent many messages in a short time. Please try again in 10 minutes.' });
    await clock.advance(SUPPORT_WINDOW_MS);
    expect((await send(user, { text: 'back again' })).body.code).toBe(ResultCode.OK);
  });

  it('an operator reply arrives live on the user’s CHAT channel only, counts as unread until read, and is audited', async () => {
    const user = await realUser(server);
    const other = await realUser(server);
    await send(user, { text: 'Can someone help me?' });
    const mine = await privateSocket(server.wsUrl, user.token);
    mine.send({ type: 'sub', channel: 'CHAT' });
    const theirs = await privateSocket(server.wsUrl, other.token);
    theirs.send({ type: 'sub', channel: 'CHAT' });
    mine.send({ type: 'ping', ts: 1 });
    theirs.send({ type: 'ping', ts: 1 });
    await mine.waitFor((m) => m.type === 'pong');
    await theirs.waitFor((m) => m.type === 'pong');

    const threads = (await operate(server, 'chat.list', {})) as Array<{ user_id: number; unread: number }>;
    expect(threads.find((t) => t.user_id === user.id)).toMatchObject({ unread: 1, messages: 1 });
    // Reading the thread marks the user's messages read, and the user's chat hears it.
    const shown = await operate(server, 'chat.show', { id: String(user.id) });
    expect(shown).toMatchObject([{ from: 'user', text: 'Can someone help me?' }]);
    expect(ServerMessage.parse(await mine.waitFor((m) => m.type === 'CHAT' && m.data.read === true))).toEqual({ type: 'CHAT', data: { read: true, unread: 0 } });
    expect(((await operate(server, 'chat.list', {})) as Array<{ user_id: number; unread: number }>).find((t) => t.user_id === user.id)!.unread).toBe(0);
    expect((await history(user)).data.data[0].read).toBe(true);

    await operate(server, 'chat.reply', { id: user.email, text: 'Hello, I am looking at it now.' }, 'bob');
    const pushed = ServerMessage.parse(await mine.waitFor((m) => m.type === 'CHAT' && 'message' in m.data && m.data.message !== undefined));
    expect(pushed).toMatchObject({ type: 'CHAT', data: { message: { mine: false, text: 'Hello, I am looking at it now.' }, unread: 1 } });
    expect(await unread(user)).toBe(1);
    expect(await unread(other)).toBe(0);
    expect((await history(user)).data.data.at(-1)).toMatchObject({ mine: false, text: 'Hello, I am looking at it now.' });
    const audit = await server.db.selectFrom('operator_audit').selectAll().where('action', '=', 'chat.reply').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ operator: 'bob', target: `user:${user.id}` });
    expect(JSON.parse(audit.detail)).toMatchObject({ text: 'Hello, I am looking at it now.' });

    expect((await post(server, user, '/api/support/read')).body.code).toBe(ResultCode.OK);
    expect(await unread(user)).toBe(0);
    theirs.send({ type: 'ping', ts: 2 });
    await theirs.waitFor((m) => m.type === 'pong' && m.ts === 2);
    // Only the count sent on subscribe: nothing of the other user's thread.
    expect(theirs.received.filter((m) => m.type === 'CHAT')).toEqual([{ type: 'CHAT', data: { unread: 0 } }]);
    mine.close();
    theirs.close();
  });

  it('sends the user’s unread count at once when their socket subscribes to CHAT, and to nobody else', async () => {
    const user = await realUser(server);
    const other = await realUser(server);
    // Replies that landed before any socket listened (the app's HTTP read may have missed them).
    await operate(server, 'chat.reply', { id: String(user.id), text: 'First answer' }, 'bob');
    await operate(server, 'chat.reply', { id: String(user.id), text: 'Second answer' }, 'bob');
    await operate(server, 'chat.reply', { id: String(other.id), text: 'Not yours' }, 'bob');
    await post(server, other, '/api/support/read');

    const mine = await privateSocket(server.wsUrl, user.token);
    const theirs = await privateSocket(server.wsUrl, other.token);
    mine.send({ type: 'sub', channel: 'CHAT' });
    theirs.send({ type: 'sub', channel: 'CHAT' });
    expect(ServerMessage.parse(await mine.waitFor((m) => m.type === 'CHAT'))).toEqual({ type: 'CHAT', data: { unread: 2 } });
    expect(ServerMessage.parse(await theirs.waitFor((m) => m.type === 'CHAT'))).toEqual({ type: 'CHAT', data: { unread: 0 } });

    // Read elsewhere, then a new subscribe (a reconnect) starts from the new count.
    expect((await post(server, user, '/api/support/read')).body.code).toBe(ResultCode.OK);
    const again = await privateSocket(server.wsUrl, user.token);
    again.send({ type: 'sub', channel: 'CHAT' });
    expect(await again.waitFor((m) => m.type === 'CHAT')).toEqual({ type: 'CHAT', data: { unread: 0 } });
    // The user's socket logs in as the other user: its CHAT follows, with that user's count.
    mine.received.length = 0;
    mine.send({ type: 'login', token: other.token });
    expect(await mine.waitFor((m) => m.type === 'CHAT')).toEqual({ type: 'CHAT', data: { unread: 0 } });
    for (const s of [mine, theirs, again]) s.close();
  });

  it('refuses an operator reply without text or to nobody', async () => {
    const user = await realUser(server);
    await expect(operate(server, 'chat.reply', { id: String(user.id), text: ' ' })).rejects.toThrow('--text is required');
    await expect(operate(server, 'chat.reply', { id: 'nobody@example.com', text: 'hi' })).rejects.toThrow(/no account/);
    await expect(operate(server, 'chat.reply', { id: String(user.id), text: 'x'.repeat(SUPPORT_TEXT_MAX + 1) })).rejects.toThrow(/1 to 2000/);
    expect((await history(user)).data.data).toEqual([]);
  });

  it('refuses the CHAT channel without a login', async () => {
    const { openSocket } = await import('../helpers.ts');
    const socket = await openSocket(`${server.wsUrl}?lang=en`);
    socket.send({ type: 'sub', channel: 'CHAT' });
    expect(await socket.waitFor((m) => m.type === 'error')).toMatchObject({ msg: 'Your session has ended. Please log in again.' });
    socket.close();
  });
});

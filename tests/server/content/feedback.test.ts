import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX, ResultCode } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import { FEEDBACK_PER_WINDOW, FEEDBACK_WINDOW_MS } from '../../../src/server/engine/feedback/index.ts';
import { call, startServer, type TestServer } from '../helpers.ts';
import { realUser } from '../money/helpers.ts';

const clock = createManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { clock, runMarket: false });
});
afterAll(async () => {
  await server?.stop();
});

const send = (content: string, contact = '', lang = 'en', headers: Record<string, string> = {}) => call(server.baseUrl, 'POST', '/api/feedback/submit', { content, contact }, { lang, ...headers });
const stored = () => server.db.selectFrom('feedback').selectAll().orderBy('id').execute();

describe('feedback', () => {
  it('stores a message with its contact and thanks the sender', async () => {
    const body = (await send('  The chart should remember my period.  ', 'me@example.com')).body;
    expect(body).toMatchObject({ code: ResultCode.OK, msg: 'Thank you, your feedback has been sent.' });
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({ content: 'The chart should remember my period.', contact: 'me@example.com', user_id: null });
  });

  it('stores the sender’s user id when a live session comes with it; a guest, or a token that is no session, stays a guest', async () => {
    await clock.advance(FEEDBACK_WINDOW_MS); // five messages from this address: a window of their own
    const user = await realUser(server);
    expect((await send('Logged in and the chart is great', '', 'en', user.headers)).body.code).toBe(ResultCode.OK);
    expect((await send('A guest with an idea for the app')).body.code).toBe(ResultCode.OK);
    expect((await send('An unknown token must not fail me', '', 'en', { authorization: 'not-a-session' })).body.code).toBe(ResultCode.OK);
    expect((await send('An overlong token must not either', '', 'en', { authorization: 'x'.repeat(500) })).body.code).toBe(ResultCode.OK);
    expect((await call(server.baseUrl, 'POST', '/api/user/logout', {}, user.headers)).body.code).toBe(ResultCode.OK);
    expect((await send('Sent after logging out elsewhere', '', 'en', user.headers)).body.code).toBe(ResultCode.OK);
    const rows = (await stored()).slice(-5);
    expect(rows.map((r) => [r.content, r.user_id === null ? null : Number(r.user_id)])).toEqual([
      ['Logged in and the chart is great', user.id],
      ['A guest with an idea for the app', null],
      ['An unknown token must not fail me', null],
      ['An overlong token must not either', null],
      ['Sent after logging out elsewhere', null],
    ]);
  });

  it('refuses a message too short or too long, in the reader language, and stores nothing', async () => {
    const before = (await stored()).length;
    const short = (await send('too short')).body;
    expect(short).toMatchObject({ code: ResultCode.REFUSED, msg: 'Please write between 10 and 1000 characters.' });
    const long = (await send('x'.repeat(FEEDBACK_MAX + 1), '', 'hk')).body;
    expect(long.code).toBe(ResultCode.REFUSED);
    expect(long.msg).not.toBe(short.msg);
    expect((await stored()).length).toBe(before);
  });

  it('limits one address to a few messages an hour, then accepts again', async () => {
    await clock.advance(FEEDBACK_WINDOW_MS);
    for (let i = 0; i < FEEDBACK_PER_WINDOW; i++) expect((await send(`Message number ${i} about the app`)).body.code).toBe(ResultCode.OK);
    const refused = (await send('One message too many for now')).body;
    expect(refused.code).toBe(ResultCode.RATE_LIMITED);
    expect(refused.msg).toMatch(/Too many requests from your network/);
    const count = (await stored()).length;
    await clock.advance(FEEDBACK_WINDOW_MS);
    expect((await send('Back after an hour with an idea')).body.code).toBe(ResultCode.OK);
    expect((await stored()).length).toBe(count + 1);
  });
});

import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { sha256 } from '../../src/server/auth/tokens.ts';
import type { DomainEventOf } from '../../src/server/events.ts';
import { call, privateSocket } from './helpers.ts';
import { registerByEmail, serverOnManualClock } from './accounts-helpers.ts';
import { logIn } from './login-helpers.ts';

const { server } = serverOnManualClock();
const auth = (token: string) => ({ authorization: token });

describe('logging out', () => {
  it('ends the session on the server: the token answers 999 afterwards, and another device stays in', async () => {
    const { email, password, token } = await registerByEmail(server);
    const other = (await logIn(server.baseUrl, { account: email, password })).data.token as string;
    const out = await call(server.baseUrl, 'POST', '/api/user/logout', {}, auth(token));
    expect(out.body).toMatchObject({ code: ResultCode.OK, data: null });
    expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token))).body).toMatchObject({ code: ResultCode.SESSION_INVALID, msg: 'Your session has ended. Please log in again.' });
    expect((await call(server.baseUrl, 'POST', '/api/user/logout', {}, auth(token))).body.code).toBe(ResultCode.SESSION_INVALID);
    expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(other))).body.code).toBe(ResultCode.OK);
    const row = await server.db.selectFrom('sessions').select('revoked').where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(Number(row.revoked)).toBe(1);
  });

  it('needs a session', async () => {
    expect((await call(server.baseUrl, 'POST', '/api/user/logout')).body.code).toBe(ResultCode.SESSION_INVALID);
  });

  it('tells the bus which session ended, and its socket loses the private channels while the other device keeps them', async () => {
    const { email, password, token } = await registerByEmail(server);
    const other = (await logIn(server.baseUrl, { account: email, password })).data.token as string;
    const userId = (await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token))).body.data.id as number;
    const events: Array<DomainEventOf<'sessions.revoked'>> = [];
    const off = server.bus.on('sessions.revoked', (event) => void events.push(event));
    const here = await privateSocket(server.wsUrl, token);
    const there = await privateSocket(server.wsUrl, other);

    expect((await call(server.baseUrl, 'POST', '/api/user/logout', {}, auth(token))).body.code).toBe(ResultCode.OK);
    expect(events).toEqual([{ type: 'sessions.revoked', userId, tokenHash: sha256(token) }]);
    expect(await here.waitFor((m) => m.type === 'login' && !m.ok)).toEqual({ type: 'login', ok: false });
    server.bus.publish(`FOREX_CLOSED:${userId}`, { type: 'FOREX_CLOSED', data: { Id: 7 } });
    await there.waitFor((m) => m.type === 'FOREX_CLOSED' && m.data.Id === 7);
    // A pong after the push proves the push would have reached the logged-out socket by now.
    here.send({ type: 'ping', ts: 1 });
    await here.waitFor((m) => m.type === 'pong');
    expect(here.received.filter((m) => m.type === 'FOREX_CLOSED')).toEqual([]);
    off();
    here.close();
    there.close();
  });
});

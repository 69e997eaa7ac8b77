import { describe, expect, it } from 'vitest';
import { call, privateSocket } from './helpers.ts';
import { lastOutboxCode, registerByEmail, serverOnManualClock } from './accounts-helpers.ts';

// The whole path, auth to bus to socket hub: a password change on one device ends the live
// private channels of the user's other devices, and only theirs.
const { clock, server } = serverOnManualClock();
const auth = (token: string) => ({ authorization: token });

describe('a password change', () => {
  it('drops the private channels of the other devices and keeps those of the device that changed it', async () => {
    const { email, password, token } = await registerByEmail(server);
    const other = (await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password, login_type: 'email' })).body.data.token as string;
    // Past the registration code's countdown, before the sockets open (the silence limit runs on this clock too).
    await clock.advance(60_000);
    const userId = (await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token))).body.data.id as number;
    const here = await privateSocket(server.wsUrl, token);
    const there = await privateSocket(server.wsUrl, other);
    server.bus.publish(`FOREX_CLOSED:${userId}`, { type: 'FOREX_CLOSED', data: { Id: 1 } });
    await here.waitFor((m) => m.type === 'FOREX_CLOSED');
    await there.waitFor((m) => m.type === 'FOREX_CLOSED');

    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 2 }, auth(token));
    const changed = await call(server.baseUrl, 'POST', '/api/user/amend_password', { new_password: 'changed123', auth_code: lastOutboxCode(server, email)!, type: 'email' }, auth(token));
    expect(changed.body.code).toBe(1);

    expect(await there.waitFor((m) => m.type === 'login' && !m.ok)).toEqual({ type: 'login', ok: false });
    server.bus.publish(`FOREX_CLOSED:${userId}`, { type: 'FOREX_CLOSED', data: { Id: 2 } });
    await here.waitFor((m) => m.type === 'FOREX_CLOSED' && m.data.Id === 2);
    // A ping answered after the push proves the push to the other device would have arrived by now.
    there.send({ type: 'ping', ts: 99 });
    await there.waitFor((m) => m.type === 'pong');
    expect(there.received.filter((m) => m.type === 'FOREX_CLOSED').map((m) => (m as { data: { Id: number } }).data.Id)).toEqual([1]);
    expect(here.received.filter((m) => m.type === 'login').map((m) => (m as { ok: boolean }).ok)).toEqual([true]);
    here.close();
    there.close();
  });
});

import { lastOutboxCode, solvedCaptcha, uniqueEmail } from '../accounts-helpers.ts';
import { call, type TestServer } from '../helpers.ts';
import { LEGAL_VERSION } from '../../../src/contract/content.ts';

/** Registers through the real flow with an invite code, as the register?invite_code link does. */
export async function registerByEmailWithInvite(server: TestServer, inviteCode: string) {
  const email = uniqueEmail();
  await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
  const res = await call(server.baseUrl, 'POST', '/api/user/register', {
    type: 'email',
    account: email,
    password: 'goodPass123',
    accept_terms: LEGAL_VERSION,
    re_password: 'goodPass123',
    sms_code: lastOutboxCode(server, email)!,
    invite_code: inviteCode,
    ...(await solvedCaptcha(server)),
  });
  if (res.body.code !== 1) throw new Error(`registration failed: ${res.body.msg}`);
  return email;
}

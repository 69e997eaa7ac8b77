import { describe, expect, it } from 'vitest';
import { LANGS, LEGAL_KINDS, LEGAL_VERSION, ResultCode } from '../../../src/contract/index.ts';
import { lastOutboxCode, serverOnManualClock, solvedCaptcha, uniqueEmail } from '../accounts-helpers.ts';
import { call } from '../helpers.ts';

const { server } = serverOnManualClock();

describe('the legal documents', () => {
  it('exist in every language, each its own text, with the current version', async () => {
    for (const kind of LEGAL_KINDS) {
      const seen = new Set<string>();
      for (const lang of LANGS) {
        const { body } = await call(server.baseUrl, 'GET', '/api/legal/document', { kind }, { lang });
        expect(body.code).toBe(ResultCode.OK);
        expect(body.data).toMatchObject({ kind, version: LEGAL_VERSION });
        expect(body.data.content).toMatch(/^<p>/);
        seen.add(body.data.title + body.data.content);
      }
      expect(seen.size).toBe(LANGS.length);
    }
  });

  it('name the countries the service is not offered to in the terms', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/api/legal/document', { kind: 'terms' });
    for (const country of ['North Korea', 'Israel', 'China', 'Vanuatu', 'Cuba']) expect(body.data.content).toContain(country);
  });
});

describe('registration', () => {
  const form = async (email: string) => ({
    type: 'email',
    account: email,
    password: 'goodPass123',
    re_password: 'goodPass123',
    sms_code: lastOutboxCode(server, email)!,
    ...(await solvedCaptcha(server)),
  });
  const sendCode = (email: string) => call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });

  it('is refused without accepting the documents, and creates no account', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    for (const accept of [{}, { accept_terms: '2020-01-01' }] as Record<string, string>[]) {
      const { body } = await call(server.baseUrl, 'POST', '/api/user/register', { ...(await form(email)), ...accept });
      expect(body).toMatchObject({ code: ResultCode.REFUSED, msg: 'Please read and accept the terms of service, the privacy policy and the risk disclosure to register.' });
    }
    expect(await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('records the accepted version with the new account', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', { ...(await form(email)), accept_terms: LEGAL_VERSION });
    expect(body.code).toBe(ResultCode.OK);
    const user = await server.db.selectFrom('users').select(['id', 'created_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(Number(user.id)).toBe(body.data.user.id);
    const rows = await server.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', user.id).execute();
    expect(rows.map((r) => ({ version: r.version, accepted_at: Number(r.accepted_at) }))).toEqual([{ version: LEGAL_VERSION, accepted_at: Number(user.created_at) }]);
    const sessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('leaves no account when the acceptance cannot be written', async () => {
    // The next account ids already hold an acceptance of this version (rows the database keeps
    // no matter how they came there), so the new account's acceptance collides with its key.
    const last = await server.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const next = Array.from({ length: 50 }, (_, i) => BigInt(Number(last.id ?? 0) + 1 + i));
    await server.db
      .insertInto('terms_acceptances')
      .values(next.map((id) => ({ user_id: id, version: LEGAL_VERSION, accepted_at: 1 })))
      .execute();
    try {
      const email = uniqueEmail();
      await sendCode(email);
      const { body } = await call(server.baseUrl, 'POST', '/api/user/register', { ...(await form(email)), accept_terms: LEGAL_VERSION });
      expect(body.code).not.toBe(ResultCode.OK);
      expect(body.data?.token).toBeUndefined();
      expect(await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
      expect(await server.db.selectFrom('users').select('id').where('id', 'in', next).execute()).toEqual([]);
      expect(await server.db.selectFrom('sessions').select('id').where('user_id', 'in', next).execute()).toEqual([]);
    } finally {
      await server.db.deleteFrom('terms_acceptances').where('user_id', 'in', next).where('accepted_at', '=', 1n).execute();
    }
  });
});

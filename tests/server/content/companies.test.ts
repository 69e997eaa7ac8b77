import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import { COMPANY_SEARCH_LIMIT } from '../../../src/server/engine/companies/index.ts';
import { OperationRefused } from '../../../src/server/engine/operations/index.ts';
import { call, startServer, type TestServer } from '../helpers.ts';
import { operatorWire } from '../../../src/server/http/admin-wire.ts';

const clock = createManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { clock, runMarket: false });
});
afterAll(async () => {
  await server?.stop();
});

const search = async (name: string) => {
  const body = (await call(server.baseUrl, 'GET', '/api/company/getCompany', { name })).body;
  expect(body.code).toBe(ResultCode.OK);
  return body.data as { id: number; name: string; email: string; location: string }[];
};
const status = async () => (await call(server.baseUrl, 'GET', '/api/company/getCompanyStatus')).body.data as { status: number; isMain: number };
const operate = async (command: string, args: Record<string, string> = {}) => operatorWire(command, await server.operations.run(command, args, 'alice')) as any;
const audit = () => server.db.selectFrom('operator_audit').selectAll().orderBy('id').execute();

const NEW_COMPANY = {
  name: 'Quayside Trading Co. Ltd',
  subject: 'Lotwise Holdings Limited',
  url: 'https://quayside.example',
  email: 'desk@quayside.example',
  location: '9 Harbour Street, Auckland 1010, New Zealand',
  'registered-address': '1 Queen Street, Auckland 1010, New Zealand',
  reason: 'new provider signed',
};

describe('provider companies', () => {
  it('finds the seeded companies by any part of the name, in any case', async () => {
    const found = await search('MERIDIAN');
    expect(found.map((c) => c.name)).toEqual(['Meridian Pacific Brokerage Pte. Ltd.']);
    expect(found[0]).toMatchObject({ subject: 'Lotwise Holdings Limited', url: 'https://meridian-pacific.example', email: 'service@meridian-pacific.example' });
    expect((await search('capital')).map((c) => c.name)).toEqual(['Northgate Capital Partners LLP']);
    expect(await search('no such provider')).toEqual([]);
    // A wildcard typed by a person is a plain character, not "anything".
    expect(await search('%')).toEqual([]);
    expect((await search('')).length).toBe(5);
  });

  it('answers at most a bounded number of companies', async () => {
    for (let i = 0; i < COMPANY_SEARCH_LIMIT + 3; i++) {
      await operate('companies.add', { ...NEW_COMPANY, name: `Bulk Provider ${String(i).padStart(2, '0')}`, reason: 'load' });
    }
    const found = await search('bulk provider');
    expect(found.length).toBe(COMPANY_SEARCH_LIMIT);
    expect(found[0].name).toBe('Bulk Provider 00');
  });

  it('lets the operator add, update and disable a company, each change audited', async () => {
    const added = await operate('companies.add', NEW_COMPANY);
    expect((await search('quayside'))[0]).toMatchObject({ id: added.id, email: 'desk@quayside.example', location: '9 Harbour Street, Auckland 1010, New Zealand' });

    await operate('companies.update', { id: String(added.id), email: 'help@quayside.example', reason: 'new mailbox' });
    expect((await search('quayside'))[0].email).toBe('help@quayside.example');

    await operate('companies.disable', { id: String(added.id), reason: 'contract ended' });
    expect(await search('quayside')).toEqual([]);
    expect((await operate('companies.list')).find((c: { id: number }) => c.id === added.id)).toMatchObject({ enabled: 0 });

    const lines = (await audit()).filter((r) => r.target === `company:${added.id}`);
    expect(lines.map((r) => [r.action, r.operator, r.reason])).toEqual([
      ['companies.add', 'alice', 'new provider signed'],
      ['companies.update', 'alice', 'new mailbox'],
      ['companies.disable', 'alice', 'contract ended'],
    ]);
    expect(JSON.parse(lines[1].detail)).toEqual({ email: 'help@quayside.example' });
  });

  it('refuses bad company data and changes nothing', async () => {
    const before = (await operate('companies.list')).length;
    await expect(operate('companies.add', { ...NEW_COMPANY, email: 'not an address' })).rejects.toThrow(OperationRefused);
    await expect(operate('companies.add', { ...NEW_COMPANY, url: 'javascript:alert(1)' })).rejects.toThrow(/url must be/);
    await expect(operate('companies.add', { ...NEW_COMPANY, name: undefined } as never)).rejects.toThrow(/--name is required/);
    await expect(operate('companies.add', { ...NEW_COMPANY, reason: '' })).rejects.toThrow(/--reason is required/);
    await expect(operate('companies.update', { id: '99999', email: 'x@y.example', reason: 'typo' })).rejects.toThrow(/no company 99999/);
    expect((await operate('companies.list')).length).toBe(before);
  });

  it('switches provider mode through the settings, audited, and back', async () => {
    expect((await status()).isMain).toBe(0);
    await operate('settings.set', { key: 'company_is_main', value: '1', reason: 'provider mode on' });
    expect(await status()).toMatchObject({ status: 0, isMain: 1 });
    await operate('settings.set', { key: 'company_is_main', value: '0', reason: 'provider mode off' });
    expect((await status()).isMain).toBe(0);
    const lines = (await audit()).filter((r) => r.target === 'setting:company_is_main');
    expect(lines.map((r) => [r.action, r.reason, JSON.parse(r.detail)])).toEqual([
      ['settings.set', 'provider mode on', { before: 0, after: 1 }],
      ['settings.set', 'provider mode off', { before: 1, after: 0 }],
    ]);
  });
});

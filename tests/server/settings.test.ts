import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { createLocalBus } from '../../src/server/bus.ts';
import { createSettings, defaultSettingRows, SETTING_DEFAULTS } from '../../src/server/engine/settings.ts';
import type { DomainEventOf } from '../../src/server/events.ts';
import { call, startServer, type TestServer } from './helpers.ts';
import { lastOutboxCode, uniqueEmail } from './accounts-helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { runMarket: false });
});
afterAll(async () => {
  await server.stop();
});

const basicInfo = async () => (await call(server.baseUrl, 'GET', '/api/basicSet/getBasicInfo')).body.data;
const setting = async (key: string) => (await call(server.baseUrl, 'GET', '/api/default/setting', { key })).body.data;

describe('site settings', () => {
  it('start as the defaults of the settings schema', async () => {
    const rows = await server.db.selectFrom('site_settings').select(['key', 'value']).orderBy('key').execute();
    expect(rows).toEqual(defaultSettingRows().sort((a, b) => a.key.localeCompare(b.key)));
    expect(await basicInfo()).toEqual({
      site_name: 'Lotwise',
      service_link: '',
      service_link_type: 1,
      verify_reg_type: 2,
      trade_fee_type: 2,
      complaint_email: 'complaints@lotwise.example',
      stop_out_level: 50,
    });
    expect((await call(server.baseUrl, 'GET', '/api/company/getCompanyStatus')).body.data).toEqual({ status: 0, loss: '', isMain: 0 });
  });

  it('answer a single public setting by key', async () => {
    expect(await setting('stop_out_level')).toEqual({ key: 'stop_out_level', value: '50' });
    expect(await setting('is_show_mobile')).toEqual({ key: 'is_show_mobile', value: '1' });
  });

  it('refuse a key that is not public, whether the table holds it or not, and tell nothing of its value', async () => {
    await server.db.insertInto('site_settings').values({ key: 'payment_api_secret', value: 'sk_live_42' }).execute();
    for (const key of ['payment_api_secret', 'no_such_setting']) {
      const { body } = await call(server.baseUrl, 'GET', '/api/default/setting', { key });
      expect(body).toEqual({ code: ResultCode.REFUSED, msg: 'This setting cannot be read.', data: null });
    }
    const { body } = await call(server.baseUrl, 'GET', '/api/default/setting', { key: 'payment_api_secret' }, { lang: 'de' });
    expect(body.msg).not.toBe('This setting cannot be read.');
    expect(JSON.stringify(body)).not.toContain('sk_live_42');
  });

  it('change through set(): the row, the next answer and a settings.changed event', async () => {
    const events: Array<DomainEventOf<'settings.changed'>> = [];
    const off = server.bus.on('settings.changed', (event) => void events.push(event));
    try {
      expect((await basicInfo()).stop_out_level).toBe(50);
      await server.settings.set('stop_out_level', 30);
      expect((await basicInfo()).stop_out_level).toBe(30);
      expect(await setting('stop_out_level')).toEqual({ key: 'stop_out_level', value: '30' });
      const row = await server.db.selectFrom('site_settings').select('value').where('key', '=', 'stop_out_level').executeTakeFirstOrThrow();
      expect(row.value).toBe('30');
      expect(events).toEqual([{ type: 'settings.changed', key: 'stop_out_level' }]);
    } finally {
      off();
      await server.settings.set('stop_out_level', 50);
    }
  });

  it('are read once and kept until a settings.changed event says they changed', async () => {
    expect((await basicInfo()).site_name).toBe('Lotwise');
    // An edit nobody announced (another process writing the table) is not seen...
    await server.db.updateTable('site_settings').set({ value: 'Lotwise Markets' }).where('key', '=', 'site_name').execute();
    expect((await basicInfo()).site_name).toBe('Lotwise');
    // ...until the event arrives, as it would from another node on a shared bus.
    server.bus.emit({ type: 'settings.changed', key: 'site_name' });
    expect((await basicInfo()).site_name).toBe('Lotwise Markets');
    await server.settings.set('site_name', 'Lotwise');
  });

  it('decide whether registration asks for the image captcha', async () => {
    await server.settings.set('verify_reg_type', 1);
    try {
      const email = uniqueEmail();
      await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
      const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
        type: 'email',
        account: email,
        password: 'goodPass123',
        accept_terms: LEGAL_VERSION,
        re_password: 'goodPass123',
        sms_code: lastOutboxCode(server, email)!,
      });
      expect(body.code).toBe(ResultCode.OK);
    } finally {
      await server.settings.set('verify_reg_type', 2);
    }
  });

  it('read a missing or unreadable row as its default', async () => {
    const settings = createSettings(server.db, createLocalBus());
    await server.db.deleteFrom('site_settings').where('key', '=', 'complaint_email').execute();
    await server.db.updateTable('site_settings').set({ value: 'fifty' }).where('key', '=', 'stop_out_level').execute();
    await server.db.updateTable('site_settings').set({ value: ' 1 ' }).where('key', '=', 'trade_fee_type').execute();
    try {
      expect(await settings.all()).toMatchObject({ complaint_email: SETTING_DEFAULTS.complaint_email, stop_out_level: 50, trade_fee_type: 1 });
      expect(await settings.publicValue('complaint_email')).toBe('complaints@lotwise.example');
    } finally {
      await settings.set('complaint_email', SETTING_DEFAULTS.complaint_email);
      await settings.set('stop_out_level', 50);
      await settings.set('trade_fee_type', 2);
    }
  });
});

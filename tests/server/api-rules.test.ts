import { Writable } from 'node:stream';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { installErrorHandling } from '../../src/server/http/faults.ts';
import { registerCalls } from '../../src/server/http/register.ts';
import { loadTranslations } from '../../src/server/i18n/translate.ts';
import { call, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe('the envelope', () => {
  it('wraps a successful reply as code 1 with data', async () => {
    const { status, body } = await call(server.baseUrl, 'GET', '/api/basicSet/getBasicInfo');
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.OK);
    expect(body.data.site_name).toBe('Lotwise');
    expect([1, 2]).toContain(body.data.trade_fee_type);
  });

  it('accepts the t timestamp on GET without treating it as input', async () => {
    const res = await fetch(`${server.baseUrl}/api/default/setting?key=is_show_mobile&t=${Date.now()}`, { headers: { lang: 'en' } });
    const body = (await res.json()) as { code: number; data: { value: string } };
    expect(body.code).toBe(1);
    expect(body.data.value).toBe('1');
  });

  // Every call of the contract has its handler now: an app whose handler map lacks one shows what
  // a call not built yet answers.
  async function withoutHandlers(lang: string) {
    const app = Fastify({ logger: false });
    await app.register(formbody);
    const translator = await loadTranslations();
    installErrorHandling(app, translator);
    registerCalls(app, { handlers: {}, translator, authenticate: async () => null });
    const res = await app.inject({ method: 'GET', url: '/api/company/getCompany?name=x', headers: { lang } });
    await app.close();
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  }

  it('answers a call whose capability is not built yet with a business error, never a fake success', async () => {
    const { status, body } = await withoutHandlers('en');
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.NOT_BUILT);
    expect(body.data).toBeNull();
    expect(body.msg).toBe('This feature is not available yet.');
  });

  it('says so in the language of the lang header', async () => {
    const en = await withoutHandlers('en');
    const hk = await withoutHandlers('hk');
    const ar = await withoutHandlers('ar');
    expect(hk.body.msg).not.toBe(en.body.msg);
    expect(ar.body.msg).not.toBe(en.body.msg);
    expect(hk.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 999 to a guest calling a session call', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/v1/api/forex/my_deal', { status: 1, page: 1 });
    expect(body.code).toBe(ResultCode.SESSION_INVALID);
    expect(body.msg).toMatch(/log in/i);
  });
});

describe('bad input', () => {
  it('is answered with a code other than 1 and a message naming the field', async () => {
    const { status, body } = await call(server.baseUrl, 'GET', '/v1/api/forex/kline', { forex_id: 'abc', period: '1min' });
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.BAD_INPUT);
    expect(body.msg).toBe('The value of the instrument is not valid.');
  });

  it('names a missing field as missing', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/v1/api/forex/kline', { period: '1min' });
    expect(body.code).toBe(ResultCode.BAD_INPUT);
    expect(body.msg).toBe('Please fill in the instrument.');
  });

  it('answers an unreadable body with a clear message', async () => {
    const res = await fetch(`${server.baseUrl}/api/user/loginForU`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: '{not json' });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).not.toBe(1);
    expect(body.msg).toBe('The request could not be read.');
  });

  it('answers an unknown API path with a translated 404 envelope', async () => {
    const { status, body } = await call(server.baseUrl, 'GET', '/api/nothing/here');
    expect(status).toBe(404);
    expect(body.code).not.toBe(1);
    expect(body.msg).toBe('This address does not exist.');
  });
});

describe('an unexpected fault', () => {
  it('is answered with a generic message and logged with the request id, never a stack trace', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream }, genReqId: () => 'req-under-test' });
    await app.register(formbody);
    installErrorHandling(app, await loadTranslations());
    registerCalls(app, {
      handlers: {
        basicInfo: () => {
          throw new Error('database password is hunter2');
        },
      },
      translator: await loadTranslations(),
      authenticate: async () => null,
    });
    const res = await app.inject({ method: 'GET', url: '/api/basicSet/getBasicInfo', headers: { lang: 'en' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    const body = res.json() as { code: number; msg: string };
    expect(body.code).toBe(ResultCode.FAULT);
    expect(body.msg).toBe('Something went wrong on our side. Please try again later.');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    const logged = lines.join('');
    expect(logged).toContain('req-under-test');
    expect(logged).toContain('hunter2');
  });
});

describe('site data', () => {
  it('lists the real dialing codes with the second entry as the default', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/api/default/area_list');
    expect(body.data.length).toBeGreaterThan(200);
    expect(body.data[1]).toMatchObject({ global_code: '886' });
    expect(body.data.map((a: { global_code: string }) => a.global_code)).toEqual(expect.arrayContaining(['852', '44', '1', '86']));
  });

  it('reports the system status', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/api/company/getCompanyStatus');
    expect(body.data).toEqual({ status: 0, loss: '', isMain: 0 });
  });
});

describe('the built app', () => {
  it('is served for client routes, while a missing asset is a real 404 and not the page', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'lotwise-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Lotwise</title>');
    writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
    const app = await startServer({ staticDir: dir });
    try {
      const page = await fetch(`${app.baseUrl}/mine/charge`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Lotwise</title>');
      expect((await fetch(`${app.baseUrl}/assets/app-1.js`)).status).toBe(200);
      writeFileSync(join(dir, 'assets', 'app-2.js'), 'console.log(2)'); // a rebuild while running
      expect((await fetch(`${app.baseUrl}/assets/app-2.js`)).status).toBe(200);
      expect((await fetch(`${app.baseUrl}/assets/app-0.js`)).status).toBe(404);
    } finally {
      await app.stop();
    }
  });
});

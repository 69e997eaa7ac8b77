import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/server/config.ts';
import { call, openSocket, startServer } from './helpers.ts';
import { lastOutboxCode } from './accounts-helpers.ts';

/** A server whose log (at info, every request) is kept in memory for the test to read. */
async function serverWithLog(overrides: Partial<Config>) {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const server = await startServer({ logLevel: 'info', ...overrides }, { runMarket: false, logStream: stream });
  return { server, log: () => lines.join('\n') };
}

/** What a visitor does that carries secrets: a demo account by its key, a code, a token over HTTP and the socket. */
async function visit(server: Awaited<ReturnType<typeof startServer>>) {
  const first = (await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU')).body.data;
  const demo = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU', { demo_id: first.demo_id });
  expect(demo.body.data.demo_id).toBe(first.demo_id);
  const token = demo.body.data.token as string;
  expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: `Bearer ${token}` })).body.code).toBe(1);
  await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: 'logs@example.com', type: 1 });
  const code = lastOutboxCode(server, 'logs@example.com')!;
  expect(code).toMatch(/^\d{6}$/);
  const socket = await openSocket(server.wsUrl);
  socket.send({ type: 'login', token });
  expect(await socket.waitFor((m) => m.type === 'login')).toEqual({ type: 'login', ok: true });
  socket.close();
  return { demoId: first.demo_id as string, token, code };
}

describe('the server log', () => {
  it('in production holds no demo key, token or code, while it logs every request and says where codes went', async () => {
    const { server, log } = await serverWithLog({ production: true, captchaTestMode: false, scryptN: 2 ** 17 });
    try {
      const { demoId, token, code } = await visit(server);
      const text = log();
      // The requests are there, with their secrets blanked...
      expect(text).toContain('/api/user/createAccountDemoForU?demo_id=[redacted]&t=');
      expect(text).toContain('/api/notify/send_email');
      expect(text).toContain('outbox: a message was written to the outbox file');
      // ...and the warning, once, at start.
      expect(text.match(/are not sent: they are written to the outbox file/g)).toHaveLength(1);
      for (const secret of [demoId, token, code]) expect(text).not.toContain(secret);
    } finally {
      await server.stop();
    }
  });

  it('outside production shows a code, so a developer can register on one machine (the proof above would see one)', async () => {
    const { server, log } = await serverWithLog({ production: false });
    try {
      const { demoId, token, code } = await visit(server);
      expect(log()).toContain(code);
      for (const secret of [demoId, token]) expect(log()).not.toContain(secret);
    } finally {
      await server.stop();
    }
  });

  it('blanks a token or demo key that any log call carries', async () => {
    const { server, log } = await serverWithLog({ production: true, captchaTestMode: false, scryptN: 2 ** 17 });
    try {
      server.app.log.info({ token: 'tok-123', user: { demo_id: 'demo-456' }, req: { headers: { authorization: 'Bearer tok-789' } } }, 'careless');
      expect(log()).toContain('careless');
      for (const secret of ['tok-123', 'demo-456', 'tok-789']) expect(log()).not.toContain(secret);
    } finally {
      await server.stop();
    }
  });
});

import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.ts';

// A real SMTP conversation: the server's mail transport talks to a local SMTP server.
const inbox: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('codes by email', () => {
  it('are delivered through the configured SMTP server, in the language asked for', async () => {
    const { body } = await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: 'mailbox@example.com', type: 1 }, { lang: 'en' });
    expect(body.code).toBe(1);
    await expect.poll(() => inbox.length).toBe(1);
    expect(inbox[0].to).toEqual(['mailbox@example.com']);
    expect(inbox[0].raw).toMatch(/Your Lotwise verification code is \d{6}/);
    expect(existsSync(server.config.outboxFile)).toBe(false);
  });
});

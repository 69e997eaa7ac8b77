import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type TestServer } from './helpers.ts';

// A security probe: one oversized message from a guest wrote an error line with a full stack.
describe('what a client sends wrong on its socket', () => {
  const lines: Array<{ level: number; msg: string; err?: { stack?: string }; code?: string }> = [];
  let server: TestServer;
  beforeAll(async () => {
    const log = new PassThrough();
    log.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    server = await startServer({ logLevel: 'warn' }, { logStream: log, runMarket: false });
  });
  afterAll(() => server.stop());

  it('a message over 64 KB closes the socket with a warn line and no stack', async () => {
    const ws = new WebSocket(server.wsUrl);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send('x'.repeat(100_000));
    expect(await closed).toBe(1009);
    await expect.poll(() => lines.find((l) => l.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')).toMatchObject({ level: 40 });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('receiver.js');
  });
});

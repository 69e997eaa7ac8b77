import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { startServer, type TestServer } from './helpers.ts';

// One server with a short request time-out (300 ms stands for the production 30 s) and its
// log lines captured, serving a tiny app made here.
const REQUEST_TIMEOUT_MS = 300;
let server: TestServer;
let staticDir: string;
let port: number;
const logLines: Array<{ level: number; msg: string }> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
    done();
  },
});
const WARN = 40;
const ERROR = 50;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'lotwise-transport-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Lotwise</title>');
  writeFileSync(join(staticDir, 'assets', 'app-1.js'), 'console.log(1)');
  server = await startServer({ staticDir, requestTimeoutMs: REQUEST_TIMEOUT_MS, logLevel: 'warn' }, { logStream });
  port = Number(new URL(server.baseUrl).port);
});

afterAll(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

beforeEach(() => {
  logLines.length = 0;
});

interface RawReply {
  status: number;
  headers: string;
  body: string;
  /** When the server ended the connection, in ms after the request began. */
  endedAfterMs: number;
}

/**
 * Sends bytes over a plain TCP connection exactly as written (no client normalises the path
 * or refuses a header), optionally trickling the rest one byte per `trickleEveryMs`.
 */
function rawRequest(head: string, trickle?: { bytes: number; everyMs: number }): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {}); // the server may reset after answering
    socket.on('close', () => {
      clearInterval(timer);
      const [headers, ...body] = received.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body: body.join('\r\n\r\n'), endedAfterMs: Date.now() - started });
    });
    socket.write(head);
    if (trickle) {
      let sent = 0;
      timer = setInterval(() => {
        if (socket.destroyed || sent >= trickle.bytes) return clearInterval(timer);
        socket.write('a');
        sent++;
      }, trickle.everyMs);
    } else if (!/connection: close/i.test(head)) {
      setTimeout(() => socket.end(), 2000); // a keep-alive connection the server leaves open
    }
    setTimeout(() => reject(new Error('no answer in time')), 10_000);
  });
}

const envelopeOf = (reply: RawReply) => JSON.parse(reply.body) as { code: number; msg: string; data: unknown };

describe('the request time-out', () => {
  it('cuts a body trickled a byte at a time, although bytes keep coming', async () => {
    // 1,000 bytes announced, one sent every 50 ms: the whole body would take 50 s.
    const reply = await rawRequest('POST /api/user/loginForU HTTP/1.1\r\nhost: x\r\nlang: en\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 1000\r\n\r\n', {
      bytes: 1000,
      everyMs: 50,
    });
    expect(reply.status).toBe(408);
    expect(envelopeOf(reply)).toMatchObject({ code: ResultCode.BAD_INPUT, msg: expect.any(String) });
    expect(reply.endedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(reply.endedAfterMs).toBeLessThan(3000);
    expect(logLines.filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('answers a whole request normally under the same limit', async () => {
    const body = 'account=a%40b.com&password=wrongPass1&login_type=email';
    const reply = await rawRequest(
      `POST /api/user/loginForU HTTP/1.1\r\nhost: x\r\nlang: en\r\nconnection: close\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    );
    expect(reply.status).toBe(200);
    expect(envelopeOf(reply).msg).toBe('Incorrect account or password.');
  });
});

describe('refusals before any handler', () => {
  it('answers a body over the limit with 413 and the envelope', async () => {
    const res = await fetch(`${server.baseUrl}/api/user/loginForU`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
      body: `account=${'a'.repeat(2 * 1024 * 1024)}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: ResultCode.BAD_INPUT, msg: 'The request could not be read.', data: null });
    expect(logLines.filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('keeps 400 for an unreadable body, with the envelope', async () => {
    const res = await fetch(`${server.baseUrl}/api/user/loginForU`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: '{not json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: ResultCode.BAD_INPUT, msg: 'The request could not be read.', data: null });
  });

  it('refuses a path traversal with its status and a warn line, never an error with a stack', async () => {
    const reply = await rawRequest('GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nhost: x\r\nlang: en\r\nconnection: close\r\n\r\n');
    expect(reply.status).toBe(403);
    expect(reply.body).not.toContain('root:');
    expect(envelopeOf(reply)).toEqual({ code: ResultCode.FAULT, msg: 'This address does not exist.', data: null });
    expect(logLines.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(logLines).toContainEqual(expect.objectContaining({ level: WARN, status: 403, msg: 'request refused' }));
    expect(JSON.stringify(logLines)).not.toContain('"stack"');
  });

  it('answers a malformed URL with the envelope', async () => {
    const reply = await rawRequest('GET /assets/%E0%A4%A HTTP/1.1\r\nhost: x\r\nlang: en\r\nconnection: close\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(envelopeOf(reply)).toEqual({ code: ResultCode.BAD_INPUT, msg: 'The request could not be read.', data: null });
    expect(logLines.filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('answers oversized headers with 431 and the envelope', async () => {
    const reply = await rawRequest(`GET /api/basicSet/getBasicInfo HTTP/1.1\r\nhost: x\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(reply.status).toBe(431);
    expect(envelopeOf(reply)).toMatchObject({ code: ResultCode.BAD_INPUT, msg: expect.any(String), data: null });
  });

  it('answers bytes that are not HTTP with 400 and the envelope', async () => {
    const reply = await rawRequest('HELLO THERE\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(envelopeOf(reply).code).toBe(ResultCode.BAD_INPUT);
  });

  it('still answers normally afterwards', async () => {
    const res = await fetch(`${server.baseUrl}/api/basicSet/getBasicInfo`, { headers: { lang: 'en' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(ResultCode.OK);
  });
});

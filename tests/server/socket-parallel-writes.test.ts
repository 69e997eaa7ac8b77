// The fan-out's write threads (ws/parallel-writes.ts) write one frame straight to many sockets'
// descriptors, beside the streams Node and ws write through. Checked on real loopback sockets:
// every byte arrives once and in order, a full socket hands back what it could not take, a
// broken one says so, and through the real server a client reads every frame whole even when
// its socket fills up and the rest goes through its stream.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../src/server/clock.ts';
import { Connection } from '../../src/server/ws/connection.ts';
import { ParallelWrites, WRITE_FAILED } from '../../src/server/ws/parallel-writes.ts';
import { openSocket, startServer, type TestServer } from './helpers.ts';

/** Loopback pairs: the accepted sockets (written to) and the connecting ones (read from). */
async function pairs(count: number) {
  const accepted: Socket[] = [];
  const listener: Server = createServer((socket) => void accepted.push(socket));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as { port: number }).port;
  const readers: Array<{ socket: Socket; chunks: Buffer[] }> = [];
  const connected: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const reader = { socket: connect(port, '127.0.0.1'), chunks: [] as Buffer[] };
    connected.push(new Promise((resolve) => reader.socket.once('connect', resolve)));
    reader.socket.on('data', (chunk) => void reader.chunks.push(chunk));
    reader.socket.on('error', () => undefined);
    readers.push(reader);
  }
  await Promise.all(connected);
  await vi.waitFor(() => expect(accepted).toHaveLength(count));
  for (const s of accepted) s.on('error', () => undefined);
  const fds = accepted.map((s) => (s as unknown as { _handle: { fd: number } })._handle.fd);
  return {
    accepted,
    readers,
    fds,
    close() {
      for (const s of [...accepted, ...readers.map((r) => r.socket)]) s.destroy();
      listener.close();
    },
  };
}

const frameOf = (n: number, size: number) => Buffer.alloc(size, 0x61 + (n % 26));

describe('writing one frame to many sockets from several threads', () => {
  let writes: ParallelWrites;
  afterEach(() => writes?.close());

  it('gets the same bytes to every socket once and in order, the helpers writing their shares', async () => {
    const faults: unknown[] = [];
    writes = new ParallelWrites(2, (error) => void faults.push(error));
    const net = await pairs(300);
    const frames = [0, 1, 2, 3].map((n) => frameOf(n, 3000));
    const results = new Int32Array(net.fds.length);
    // The first call starts the helpers and writes alone; the next ones share the work once they are up.
    writes.writeAll(frames[0]!, net.fds, results);
    await vi.waitFor(() => expect(writes.helpersReady()).toBe(2));
    for (const frame of frames.slice(1)) {
      writes.writeAll(frame, net.fds, results);
      expect([...new Set(results)]).toEqual([3000]);
    }
    const expected = Buffer.concat(frames);
    await vi.waitFor(() => expect(net.readers.every((r) => Buffer.concat(r.chunks).length === expected.length)).toBe(true));
    expect(net.readers.every((r) => Buffer.concat(r.chunks).equals(expected))).toBe(true);
    expect(faults).toEqual([]);
    net.close();
  });

  it('hands back a short count (or 0) for a socket whose reader stopped, while the others take every frame', async () => {
    writes = new ParallelWrites(2, () => undefined);
    const net = await pairs(100);
    net.readers[7]!.socket.pause();
    writes.writeAll(frameOf(0, 10), net.fds, new Int32Array(100));
    await vi.waitFor(() => expect(writes.helpersReady()).toBe(2));
    const big = frameOf(1, 200_000);
    const results = new Int32Array(100);
    let short = -1;
    for (let round = 0; round < 200 && short < 0; round++) {
      writes.writeAll(big, net.fds, results);
      if (results[7]! < big.length) short = results[7]!;
      // The readers that read keep up: let them drain between rounds.
      await new Promise((resolve) => setImmediate(resolve));
      await vi.waitFor(() => expect(net.readers.filter((_, i) => i !== 7).every((r) => r.chunks.reduce((n, c) => n + c.length, 0) >= 10 + (round + 1) * big.length)).toBe(true));
      expect(results.filter((n, i) => i !== 7 && n !== big.length)).toHaveLength(0);
    }
    expect(short).toBeGreaterThanOrEqual(0);
    expect(short).toBeLessThan(big.length);
    net.close();
  });

  it('says WRITE_FAILED for a socket its peer reset, and still writes to the others', async () => {
    writes = new ParallelWrites(2, () => undefined);
    const net = await pairs(100);
    writes.writeAll(frameOf(0, 10), net.fds, new Int32Array(100));
    await vi.waitFor(() => expect(writes.helpersReady()).toBe(2)); // socket 42 is then a helper's
    // On loopback the reset reaches the accepted socket within this call; the server's side has
    // not seen it yet (its event loop has not turned), so its descriptor is still open, as it
    // would be for the fan-out.
    net.readers[42]!.socket.resetAndDestroy();
    const results = new Int32Array(100);
    writes.writeAll(frameOf(1, 100), net.fds, results);
    expect(results[42]).toBe(WRITE_FAILED);
    expect(results.filter((n) => n === 100)).toHaveLength(99);
    net.close();
  });
});

describe('a write helper that dies without a word', () => {
  it('has its share cancelled and written by the main thread, every socket getting its bytes, and is not used again', async () => {
    const faults: string[] = [];
    const writes = new ParallelWrites(2, (error) => void faults.push((error as Error).message), { answerLimitMs: 20 });
    const net = await pairs(100);
    writes.writeAll(frameOf(0, 10), net.fds, new Int32Array(100));
    await vi.waitFor(() => expect(writes.helpersReady()).toBe(2));
    // Its thread ends; the flag its exit would clear is set again, as if the exit never reached us.
    const helper = (writes as unknown as { helpers: Array<{ alive: boolean; worker: { terminate(): Promise<number> } }> }).helpers[0]!;
    await helper.worker.terminate();
    helper.alive = true;
    faults.length = 0;
    const results = new Int32Array(100);
    writes.writeAll(frameOf(1, 500), net.fds, results);
    expect([...new Set(results)]).toEqual([500]);
    expect(faults).toEqual(['a socket write helper stopped answering; the main thread wrote its share']);
    expect(writes.helpersReady()).toBe(1);
    const expected = Buffer.concat([frameOf(0, 10), frameOf(1, 500)]);
    await vi.waitFor(() => expect(net.readers.every((r) => Buffer.concat(r.chunks).equals(expected))).toBe(true));
    writes.close();
    net.close();
  });
});

describe('helpers that cannot start', () => {
  it('leave the main thread writing alone: the frame still reaches every socket, and the failure is reported once', async () => {
    const faults: unknown[] = [];
    // A helper's shared memory this large cannot be had, so its construction throws.
    const writes = new ParallelWrites(2, (error) => void faults.push(error), { frameCapacity: 2 ** 40 });
    const net = await pairs(100);
    const results = new Int32Array(100);
    writes.writeAll(frameOf(0, 300), net.fds, results);
    writes.writeAll(frameOf(1, 300), net.fds, results);
    expect([...new Set(results)]).toEqual([300]);
    expect(faults).toHaveLength(1);
    expect(writes.helpersReady()).toBe(0);
    const expected = Buffer.concat([frameOf(0, 300), frameOf(1, 300)]);
    await vi.waitFor(() => expect(net.readers.every((r) => Buffer.concat(r.chunks).equals(expected))).toBe(true));
    writes.close();
    net.close();
  });
});

describe('the fan-out with write threads, through the real server', () => {
  let server: TestServer;
  const clock = createManualClock();
  beforeAll(async () => {
    server = await startServer({ socketWriteThreads: 2, socketsPerAddress: 1000 }, { clock });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.stop();
  });

  it('gets every DAY_MARKET batch to each of 150 clients whole and in order, its own pongs between them', async () => {
    const writeAll = vi.spyOn(ParallelWrites.prototype, 'writeAll');
    const clients = await Promise.all(Array.from({ length: 150 }, () => openSocket(server.wsUrl)));
    for (const c of clients) c.send({ type: 'sub', channel: 'DAY_MARKET' });
    await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'DAY_MARKET')));
    const batch = (seq: number) => ({ type: 'DAY_MARKET' as const, data: [{ Code: `SEQ${seq}`, pad: 'x'.repeat(2000) }] as never });
    server.bus.publish('DAY_MARKET', batch(0)); // starts the helpers
    const parallel = writeAll.mock.contexts[0] as ParallelWrites;
    await vi.waitFor(() => expect(parallel.helpersReady()).toBe(2));
    for (let seq = 1; seq <= 20; seq++) {
      server.bus.publish('DAY_MARKET', batch(seq));
      clients[seq]!.send({ type: 'ping', ts: seq }); // ws writes the pong through the stream, beside the direct frames
    }
    await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'DAY_MARKET' && (m.data[0] as { Code: string } | undefined)?.Code === 'SEQ20')));
    for (const c of clients) {
      const codes = c.received
        .filter((m) => m.type === 'DAY_MARKET')
        .map((m) => (m.data[0] as { Code: string }).Code)
        .filter((code) => code.startsWith('SEQ'));
      expect(codes).toEqual(Array.from({ length: 21 }, (_, i) => `SEQ${i}`));
    }
    await Promise.all(clients.slice(1, 21).map((c, i) => c.waitFor((m) => m.type === 'pong' && m.ts === i + 1)));
    for (const c of clients) c.close();
  });

  it('queues what a full socket could not take behind the frame it belongs to: its client reads every frame whole once it reads again', async () => {
    const wroteDirect = vi.spyOn(Connection.prototype, 'wroteDirect');
    const clients = await Promise.all(Array.from({ length: 70 }, () => openSocket(server.wsUrl)));
    for (const c of clients) c.send({ type: 'sub', channel: 'DAY_MARKET' });
    await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'DAY_MARKET')));
    const slow = clients[3]!;
    const errors: unknown[] = [];
    slow.ws.on('error', (error) => void errors.push(error));
    (slow.ws as unknown as { _socket: Socket })._socket.pause();
    const batch = (seq: number) => ({ type: 'DAY_MARKET' as const, data: [{ Code: `BIG${seq}`, pad: 'y'.repeat(150_000) }] as never });
    let seq = 0;
    // Until the slow socket's buffers are full and a direct write comes back short.
    while (!wroteDirect.mock.calls.some(([frame, written]) => written < frame.length) && seq < 200) {
      server.bus.publish('DAY_MARKET', batch(++seq));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(seq).toBeLessThan(200);
    // It reads again while more frames come: the rest waiting in its stream must go out before them.
    (slow.ws as unknown as { _socket: Socket })._socket.resume();
    for (let more = 0; more < 10; more++) {
      server.bus.publish('DAY_MARKET', batch(++seq));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(clients.filter((c) => c !== slow).map((c) => c.waitFor((m) => m.type === 'DAY_MARKET' && (m.data[0] as { Code: string }).Code === `BIG${seq}`)));
    // The slow client: each frame whole (ws would fail on a torn one), in order; some may be
    // missing, since a client 1 MB behind misses pushes rather than grow the server's memory.
    // Caught up once a ping is answered (a pong, too, is dropped while it is 1 MB behind).
    let ts = 100;
    await vi.waitFor(
      async () => {
        slow.send({ type: 'ping', ts: ++ts });
        await slow.waitFor((m) => m.type === 'pong' && m.ts === ts, 500);
      },
      { timeout: 10_000, interval: 0 },
    );
    const got = slow.received
      .filter((m) => m.type === 'DAY_MARKET')
      .map((m) => (m.data[0] as { Code: string }).Code)
      .filter((code) => code.startsWith('BIG'))
      .map((code) => Number(code.slice(3)));
    expect(errors).toEqual([]);
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual([...got].sort((a, b) => a - b));
    expect(new Set(got).size).toBe(got.length);
    for (const c of clients) c.close();
  });
});

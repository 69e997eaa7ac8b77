// Part of `npm run bench` (BENCH_ONLY=sockets): tick-to-client latency of DAY_MARKET with 1,000
// and 10,000 socket clients. The clients live in child processes (5,000 each at most, so no
// process passes its file limit) and are bare TCP sockets that speak just enough WebSocket to
// subscribe and ping: they only note when bytes arrive, so the figure is the server's, not a
// client library's. Every instrument ticks every 250 ms through the scripted source; the
// market publishes its DAY_MARKET batch (every 500 ms), and each client's first bytes after a
// publish are timed against it (process clocks: performance.timeOrigin + now()).
// A last line gives the floor under the figure on this machine: the same number of bare writes
// from one thread (see writeFloor). Run alone with `npx tsx scripts/bench-sockets.ts`.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatPoints } from '../src/server/market/prices.ts';
import { machine, ms, percentile, startBenchServer, tradeable } from './bench-kit.ts';

const PER_PROCESS = 5_000;
const SECONDS = Number(process.env.BENCH_SOCKET_SECONDS ?? 10);
const SIZES = (process.env.BENCH_SOCKET_CLIENTS ?? '1000,10000').split(',').map(Number);

const now = () => performance.timeOrigin + performance.now();

/** A masked client text frame (payload under 126 bytes). */
function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const out = Buffer.alloc(6 + payload.length);
  out[0] = 0x81;
  out[1] = 0x80 | payload.length;
  mask.copy(out, 2);
  for (let i = 0; i < payload.length; i++) out[6 + i] = payload[i]! ^ mask[i % 4]!;
  return out;
}

const readBuffer = Buffer.alloc(64 * 1024);

/** One bare client: upgrade, subscribe to DAY_MARKET, then note the time of every chunk that arrives. */
function open(port: number, arrivals: number[]): Promise<Socket> {
  return new Promise((resolve, reject) => {
    let upgraded = false;
    // Every read lands in one shared buffer (onread): the clients share the server's 2 cores, so
    // they spend as little as they can (no Buffer per chunk, no 'data' event).
    const socket = connect({
      port,
      host: '127.0.0.1',
      onread: {
        buffer: readBuffer,
        callback: (size) => {
          if (upgraded) arrivals.push(now());
          else if (!readBuffer.toString('latin1', 0, Math.min(size, 12)).includes(' 101')) reject(new Error(`upgrade refused: ${readBuffer.toString('latin1', 0, Math.min(size, 80))}`));
          else {
            upgraded = true;
            socket.write(frame(JSON.stringify({ type: 'sub', channel: 'DAY_MARKET' })));
            resolve(socket);
          }
          return true;
        },
      },
    });
    socket.once('error', reject);
    socket.on('connect', () => {
      socket.write(`GET /v1/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    });
  });
}

/** The child: `count` clients; answers 'report' with each client's arrival times. */
function clientProcess() {
  const sockets: Socket[] = [];
  const arrivals: number[][] = [];
  let pinger: ReturnType<typeof setInterval> | undefined;
  process.on('message', async (m: { type: 'open'; port: number; count: number } | { type: 'report' }) => {
    if (m.type === 'open') {
      for (let i = 0; i < m.count; i += 250) {
        await Promise.all(Array.from({ length: Math.min(250, m.count - i) }, () => {
          const list: number[] = [];
          arrivals.push(list);
          return open(m.port, list).then((s) => void sockets.push(s));
        }));
      }
      // The server ends a socket silent for 20 s: each client pings every 4 s like the app, on its own phase.
      let phase = 0;
      pinger = setInterval(() => {
        phase = (phase + 1) % 40;
        for (let i = phase; i < sockets.length; i += 40) sockets[i]!.write(frame('{"type":"ping","ts":1}'));
      }, 100);
      process.send!({ type: 'opened' });
    } else {
      clearInterval(pinger);
      for (const s of sockets) s.destroy();
      process.send!({ type: 'report', arrivals }, () => process.exit(0));
    }
  });
}

async function round(clients: number): Promise<string> {
  // SOCKET_WRITE_THREADS=0 shows the main thread alone.
  const bench = await startBenchServer(process.env.SOCKET_WRITE_THREADS === undefined ? {} : { SOCKET_WRITE_THREADS: process.env.SOCKET_WRITE_THREADS });
  const { server, quotes, port } = bench;
  const instruments = tradeable(server);
  const publishes: number[] = [];
  server.bus.subscribe('DAY_MARKET', () => void publishes.push(now()));

  const children = Array.from({ length: Math.ceil(clients / PER_PROCESS) }, (_, i) => ({
    child: fork(fileURLToPath(import.meta.url), ['client'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    count: Math.min(PER_PROCESS, clients - i * PER_PROCESS),
  }));
  const reply = (child: (typeof children)[number]['child'], type: string) =>
    new Promise<any>((resolve) => child.on('message', (m: { type: string }) => m.type === type && resolve(m)));
  // The children connect at the same time, so their sockets interleave in the server's lists as
  // real clients' would (one child after the other put each child's sockets in one block).
  await Promise.all(children.map((c) => {
    const opened = reply(c.child, 'opened');
    c.child.send({ type: 'open', port, count: c.count });
    return opened;
  }));

  // Every instrument ticks every 250 ms around its price; the market batches them.
  const base = new Map(instruments.map((t) => [t.id, server.market.quote(t.id)!]));
  let n = 0;
  const ticker = setInterval(() => {
    n++;
    quotes.setMany(instruments.map((t) => {
      const q = base.get(t.id)!;
      const move = (n % 7) - 3;
      return { code: t.code, bid: formatPoints(q.bid + move, t.precision), ask: formatPoints(q.ask + move, t.precision) };
    }));
  }, 250);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // subscribe snapshots out of the way
  const from = now();
  const cpu = process.cpuUsage();
  // What else waits meanwhile: a request or tick is held up by each slice the fan-out writes.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  loop.disable();
  const to = now();
  const used = process.cpuUsage(cpu);
  const serverCpu = (used.user + used.system) / 1000 / SECONDS / 10; // % of one core
  clearInterval(ticker);

  const latencies: number[] = [];
  let missed = 0;
  const measured = publishes.filter((p) => p >= from && p <= to - 1000);
  for (const c of children) {
    c.child.send({ type: 'report' });
    const { arrivals } = (await reply(c.child, 'report')) as { arrivals: number[][] };
    for (const list of arrivals) {
      let j = 0;
      for (const p of measured) {
        while (j < list.length && list[j]! < p) j++;
        if (j < list.length) latencies.push(list[j]! - p);
        else missed++;
      }
    }
  }
  await bench.close();
  return (
    `DAY_MARKET batch to ${clients} sockets: publish to client p50 ${ms(percentile(latencies, 0.5))} p99 ${ms(percentile(latencies, 0.99))} ` +
    `max ${ms(percentile(latencies, 1))}; server CPU ${serverCpu.toFixed(0)} % of a core, event-loop delay p99 ${ms(loop.percentile(99) / 1e6)} (${measured.length} batches, ${latencies.length} deliveries${missed ? `, ${missed} missing` : ''}; ${machine()})`
  );
}

/**
 * The floor under the figure: one thread writing the same 3 KB to `count` loopback sockets with
 * nothing else (no WebSocket, no server, a child process reading). Each write is a system call
 * whose loopback path also runs the receiving side's TCP, so this is what any single-threaded
 * fan-out pays before its last socket has the bytes.
 */
async function writeFloor(count: number): Promise<string> {
  const sink = fork(fileURLToPath(import.meta.url), ['sink'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => sink.once('message', (m: { port: number }) => resolve(m.port)));
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count - i) }, () => new Promise<void>((resolve) => sockets.push(connect(port, '127.0.0.1', resolve).setNoDelay(true)))));
  }
  const bytes = Buffer.alloc(3_000, 0x78);
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = performance.now();
    for (const socket of sockets) socket.write(bytes);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  for (const socket of sockets) socket.destroy();
  sink.kill();
  return `floor: one thread writing 3 KB to ${count} loopback sockets, nothing else: median ${ms(percentile(times, 0.5))} (${machine()})`;
}

/** The floor's reader: accepts and drains every connection. */
function sinkProcess() {
  const server = createServer((socket) => socket.on('data', () => undefined));
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
}

export async function benchSockets(): Promise<void> {
  for (const clients of SIZES) console.log(await round(clients));
  console.log(await writeFloor(Math.max(...SIZES)));
}

if (process.argv[2] === 'client') clientProcess();
else if (process.argv[2] === 'sink') sinkProcess();
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSockets();

// Part of `npm run bench` (BENCH_ONLY=sockets): tick-to-client latency of DAY_MARKET with 1,000
// and 10,000 socket clients. The clients live in child processes (5,000 each at most, so no
// process passes its file limit) and are bare TCP sockets that speak just enough WebSocket to
// subscribe and ping, so the figure is the server's, not a client library's.
// Every instrument ticks together, on average every 250 ms at random intervals (so the ticks
// fall anywhere in and out of the market's DAY_MARKET batch window), through the scripted source.
// One instrument, the marker, carries the tick's sequence number in its price (its base price
// plus n points): each client reads it from every frame it receives, so a frame is matched to
// the publish and the tick it carries, and a pong or any other frame counts for nothing. Two
// figures (process clocks: performance.timeOrigin + now()):
//   from the publish: a frame's arrival against the publish of the batch it carries;
//   from the tick: for every tick, how long until the client holds a price at least that new,
//     the wait for the batch window included, which is what a person sees.
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
export function frame(text: string): Buffer {
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

/** Which instrument carries the sequence number, and how to read it from a DAY_MARKET frame. */
interface Marker {
  code: string;
  /** Its price in points at sequence 0. */
  basePoints: number;
  precision: number;
}

/**
 * The newest sequence number among the marker's ticks in `bytes` (one read may hold more than one
 * frame), or -1 when none is there (a pong, a frame without the marker).
 */
function markerSequence(bytes: Buffer, marker: Marker, codeNeedle: Buffer): number {
  let newest = -1;
  for (let at = bytes.indexOf(codeNeedle); at >= 0; at = bytes.indexOf(codeNeedle, at + codeNeedle.length)) {
    const bid = bytes.indexOf(BID_NEEDLE, at);
    if (bid < 0) break;
    const start = bid + BID_NEEDLE.length;
    const end = bytes.indexOf(0x22, start);
    if (end < 0) break;
    const points = Math.round(Number(bytes.toString('latin1', start, end)) * 10 ** marker.precision);
    newest = Math.max(newest, points - marker.basePoints);
  }
  return newest;
}
const BID_NEEDLE = Buffer.from('"Bid":"');

/**
 * One bare client: upgrade, subscribe to DAY_MARKET, then note each read that carries the
 * marker: its arrival time and the sequence number in it, as pairs in `arrivals`.
 */
function open(port: number, marker: Marker, arrivals: number[], unread: { count: number }): Promise<Socket> {
  const codeNeedle = Buffer.from(`"Code":"${marker.code}"`);
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
          if (upgraded) {
            const at = now();
            const sequence = markerSequence(readBuffer.subarray(0, size), marker, codeNeedle);
            if (sequence >= 0) arrivals.push(at, sequence);
            // A read big enough for a batch but without the marker: a frame split across reads.
            else if (size > 512) unread.count += 1;
          } else if (!readBuffer.toString('latin1', 0, Math.min(size, 12)).includes(' 101')) reject(new Error(`upgrade refused: ${readBuffer.toString('latin1', 0, Math.min(size, 80))}`));
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
      socket.write(
        `GET /v1/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  });
}

/** The child: `count` clients; answers 'report' with each client's (arrival time, sequence) pairs. */
function clientProcess() {
  const sockets: Socket[] = [];
  const arrivals: number[][] = [];
  const unread = { count: 0 };
  let pinger: ReturnType<typeof setInterval> | undefined;
  process.on('message', async (m: { type: 'open'; port: number; count: number; marker: Marker } | { type: 'report' }) => {
    if (m.type === 'open') {
      for (let i = 0; i < m.count; i += 250) {
        await Promise.all(
          Array.from({ length: Math.min(250, m.count - i) }, () => {
            const list: number[] = [];
            arrivals.push(list);
            return open(m.port, m.marker, list, unread).then((s) => void sockets.push(s));
          }),
        );
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
      process.send!({ type: 'report', arrivals, unread: unread.count }, () => process.exit(0));
    }
  });
}

async function round(clients: number): Promise<string> {
  const bench = await startBenchServer();
  const { server, quotes, port } = bench;
  const instruments = tradeable(server);
  const base = new Map(instruments.map((t) => [t.id, server.market.quote(t.id)!]));
  const markerInfo = instruments[0]!;
  const marker: Marker = { code: markerInfo.code, basePoints: base.get(markerInfo.id)!.bid, precision: markerInfo.precision };
  /** When each sequence number was published (the batch that carried it as the marker's price). */
  const publishedAt = new Map<number, number>();
  server.bus.subscribe('DAY_MARKET', (message) => {
    const at = now();
    if (message.type !== 'DAY_MARKET') return;
    const tick = message.data.find((t) => t.Code === marker.code);
    if (tick) publishedAt.set(Math.round(Number(tick.Bid) * 10 ** marker.precision) - marker.basePoints, at);
  });

  const children = Array.from({ length: Math.ceil(clients / PER_PROCESS) }, (_, i) => ({
    child: fork(fileURLToPath(import.meta.url), ['client'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    count: Math.min(PER_PROCESS, clients - i * PER_PROCESS),
  }));
  const reply = (child: (typeof children)[number]['child'], type: string) => new Promise<any>((resolve) => child.on('message', (m: { type: string }) => m.type === type && resolve(m)));
  // The children connect at the same time, so their sockets interleave in the server's lists as
  // real clients' would (one child after the other put each child's sockets in one block).
  await Promise.all(
    children.map((c) => {
      const opened = reply(c.child, 'opened');
      c.child.send({ type: 'open', port, count: c.count, marker });
      return opened;
    }),
  );

  // Every instrument ticks at once, every 50–450 ms (250 on average) so the ticks land anywhere
  // in the batch window; the marker moves up one point a tick, the others around their price.
  /** When tick n (its sequence number) was set. */
  const tickedAt: number[] = [];
  let ticker: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const n = tickedAt.length;
    tickedAt.push(now());
    quotes.setMany(
      instruments.map((t) => {
        const q = base.get(t.id)!;
        const move = t === markerInfo ? n : (n % 7) - 3;
        return { code: t.code, bid: formatPoints(q.bid + move, t.precision), ask: formatPoints(q.ask + move, t.precision) };
      }),
    );
    ticker = setTimeout(tick, 50 + Math.random() * 400);
  };
  tick();
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
  clearTimeout(ticker);

  // Measured: the publishes and ticks of the window, less its last second (their frames may still be on the way).
  const inWindow = (at: number) => at >= from && at <= to - 1000;
  const measuredPublishes = [...publishedAt].filter(([, at]) => inWindow(at));
  const measuredTicks = tickedAt.map((at, n) => [n, at] as const).filter(([, at]) => inWindow(at));
  const fromPublish: number[] = [];
  const fromTick: number[] = [];
  let missed = 0;
  let unread = 0;
  for (const c of children) {
    c.child.send({ type: 'report' });
    const report = (await reply(c.child, 'report')) as { arrivals: number[][]; unread: number };
    unread += report.unread;
    for (const pairs of report.arrivals) {
      const seen = new Map<number, number>();
      for (let i = 0; i < pairs.length; i += 2) if (!seen.has(pairs[i + 1]!)) seen.set(pairs[i + 1]!, pairs[i]!);
      for (const [sequence, publishAt] of measuredPublishes) {
        const arrived = seen.get(sequence);
        if (arrived === undefined) missed++;
        else fromPublish.push(arrived - publishAt);
      }
      // A tick is on the client with the first frame carrying it or a newer one.
      let i = 0;
      for (const [n, at] of measuredTicks) {
        while (i < pairs.length && pairs[i + 1]! < n) i += 2;
        if (i < pairs.length) fromTick.push(pairs[i]! - at);
      }
    }
  }
  await bench.close();
  const figures = (values: number[]) => `p50 ${ms(percentile(values, 0.5))} p99 ${ms(percentile(values, 0.99))} max ${ms(percentile(values, 1))}`;
  return (
    `DAY_MARKET batch to ${clients} sockets: publish to client ${figures(fromPublish)}; tick to client (batch window included) ${figures(fromTick)}; ` +
    `server CPU ${serverCpu.toFixed(0)} % of a core, event-loop delay p99 ${ms(loop.percentile(99) / 1e6)} ` +
    `(${measuredPublishes.length} batches, ${fromPublish.length} deliveries${missed ? `, ${missed} missing` : ''}${unread ? `, ${unread} reads without the marker` : ''}; ` +
    `${measuredTicks.length} ticks; ${machine()})`
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

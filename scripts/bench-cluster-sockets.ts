// The cluster benchmark's socket clients (scripts/bench-cluster.ts), one process per 5,000, run
// inside the client network namespace. Bare TCP sockets that speak just enough WebSocket to
// subscribe to DAY_MARKET and ping, as in bench-sockets.ts. The built nodes run the simulator,
// so the tick's time comes from its producer: every quote carries the time of its tick
// ("Time", ms since the epoch, the producer's clock, which is this machine's), and each read
// notes its arrival with the newest quote time in it. The parent matches those against the
// ticks the producer published on NATS: a tick is on a client with the first read carrying it
// or a newer one (the batch window and the hop through NATS included).
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { frame } from './bench-sockets.ts';

export interface SocketJob {
  type: 'open';
  targets: Array<{ host: string; port: number }>;
  localAddresses: string[];
  count: number;
  /** This process's first client number: client n goes to target n mod targets. */
  offset: number;
}

/** Per client, (arrival ms, newest quote time) pairs. */
export interface SocketReport {
  type: 'report';
  arrivals: number[][];
}

const readBuffer = Buffer.alloc(64 * 1024);
const TIME = Buffer.from('"Time":');

/** The newest quote time in one read (it may hold more than one frame), or -1 (a pong). */
function newestTime(bytes: Buffer): number {
  let newest = -1;
  for (let at = bytes.indexOf(TIME); at >= 0; at = bytes.indexOf(TIME, at + TIME.length)) {
    let value = 0;
    for (let i = at + TIME.length; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (c < 48 || c > 57) break;
      value = value * 10 + c - 48;
    }
    if (value > newest) newest = value;
  }
  return newest;
}

function open(target: { host: string; port: number }, localAddress: string, arrivals: number[]): Promise<Socket> {
  return new Promise((resolve, reject) => {
    let upgraded = false;
    const socket = connect({
      port: target.port,
      host: target.host,
      localAddress,
      onread: {
        buffer: readBuffer,
        callback: (size) => {
          if (upgraded) {
            const time = newestTime(readBuffer.subarray(0, size));
            if (time >= 0) arrivals.push(Date.now(), time);
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
        `GET /v1/ws HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  });
}

function socketClients() {
  const sockets: Socket[] = [];
  const arrivals: number[][] = [];
  let pinger: ReturnType<typeof setInterval> | undefined;
  process.on('message', async (m: SocketJob | { type: 'report' }) => {
    if (m.type === 'open') {
      // The nodes end a socket silent for 20 s: each client pings every 4 s like the app, on its
      // own phase, from the start (opening 10,000 through the cluster's socket cap takes longer).
      let phase = 0;
      pinger = setInterval(() => {
        phase = (phase + 1) % 40;
        for (let i = phase; i < sockets.length; i += 40) sockets[i]!.write(frame('{"type":"ping","ts":1}'));
      }, 100);
      for (let i = 0; i < m.count; i += 250) {
        await Promise.all(
          Array.from({ length: Math.min(250, m.count - i) }, (_, j) => {
            const n = m.offset + i + j;
            const list: number[] = [];
            arrivals.push(list);
            return open(m.targets[n % m.targets.length]!, m.localAddresses[n % m.localAddresses.length]!, list).then((s) => void sockets.push(s));
          }),
        );
      }
      process.send!({ type: 'opened' });
    } else {
      clearInterval(pinger);
      for (const s of sockets) s.destroy();
      process.send!({ type: 'report', arrivals } satisfies SocketReport, () => process.exit(0));
    }
  });
}

/**
 * Tick to client, per client and tick: from each tick's time to the first read carrying it or
 * a newer one. Returns the latencies, and per target (client n went to target n mod targets)
 * how many (client, tick) pairs never arrived.
 */
export function tickToClient(reports: SocketReport[], jobs: SocketJob[], ticks: number[]): { latencies: number[]; missing: number[] } {
  const latencies: number[] = [];
  const missing = jobs[0]!.targets.map(() => 0);
  reports.forEach((report, r) =>
    report.arrivals.forEach((pairs, c) => {
      let i = 0;
      for (const tick of ticks) {
        while (i < pairs.length && pairs[i + 1]! < tick) i += 2;
        if (i < pairs.length) latencies.push(pairs[i]! - tick);
        else missing[(jobs[r]!.offset + c) % missing.length]! += 1;
      }
    }),
  );
  return { latencies, missing };
}

if (process.argv[2] === 'sockets-client') socketClients();

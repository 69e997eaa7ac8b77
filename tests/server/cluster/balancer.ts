// HAProxy in front of a test cluster's nodes (issue 22 item 6: a trading flow through the load
// balancer while a node dies), configured as deploy/haproxy.cfg is: round-robin HTTP, sockets
// kept open, a node out of rotation within 2 s of failing its check, and a request a dead node
// refused sent again to another.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, until, type Cluster } from './processes.ts';

export async function startBalancer(cluster: Cluster, port?: number): Promise<{ url: string; stop(): void }> {
  port ??= await freePort();
  const servers = cluster.nodes.map((n) => `  server ${n.id} ${new URL(n.url).host} check`).join('\n');
  const config = `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 120s
  retries 3
  option redispatch
  option forwardfor
  option http-server-close
frontend lotwise
  bind 127.0.0.1:${port}
  default_backend nodes
backend nodes
  balance roundrobin
  option httpchk GET /api/basicSet/getBasicInfo
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${servers}
`;
  const file = join(mkdtempSync(join(tmpdir(), 'lotwise-haproxy-')), 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-f', file], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await until('HAProxy answers', async () => {
    try {
      return (await fetch(`${url}/api/basicSet/getBasicInfo`)).ok;
    } catch {
      return false;
    }
  });
  return { url, stop: () => void child.kill('SIGTERM') };
}

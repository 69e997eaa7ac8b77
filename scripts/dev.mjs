// Development: compiled catalogs, the server with reload on change (port 8080), and Vite with
// hot reload (port 5173, proxying /api, /v1/api and /v1/ws to the server). Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args, env = {}) => spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
spawnSync('npx', ['lingui', 'compile', '--typescript'], { stdio: 'inherit' });
const children = [run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { STATIC_DIR: process.env.STATIC_DIR ?? './dist/none' }), run('npx', ['vite', '--host'])];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) stop();
  });

// Completes package-lock.json for `npm ci` on machines whose registry serves only some builds
// of platform-specific optional packages (@swc/core-darwin-arm64, @rollup/rollup-win32-x64-msvc
// ...). npm leaves those out of the lock, and `npm ci` then refuses the lock as out of sync.
// Each missing one gets an entry with its version and the os/cpu its name says, so npm skips
// it by platform instead of fetching it. Run it after every `npm install`:
//   node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'android', 'sunos', 'aix', 'openharmony'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', mips64el: 'mips64el', wasm32: 'wasm32' };

/** os and cpu from a platform package name such as @rollup/rollup-linux-arm-gnueabihf. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => p.replace(/eabihf$|gnueabihf$/, '')).find((p) => p in CPU);
  return os && cpu ? { os: [os], cpu: [CPU[cpu]] } : null;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const base = path.slice(0, path.lastIndexOf('node_modules/') === -1 ? 0 : path.lastIndexOf('node_modules/'));
  for (const [name, range] of Object.entries(entry.optionalDependencies)) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `${base}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[hoisted] = { version: range.replace(/^[\^~=]/, ''), ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
const sorted = Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0));
lock.packages = Object.fromEntries(sorted);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);

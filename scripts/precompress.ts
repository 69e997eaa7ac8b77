// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built app, at
// the highest levels, once at build time; the server sends the copy a browser asks for
// (@fastify/static preCompressed), so nothing is compressed per request and a phone downloads
// the main chunk at about a third of its size.
//   tsx scripts/precompress.ts [dir]     (default dist/app; `npm run build` runs it)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    totals.files++;
    totals.bytes += body.length;
    totals.brotli += br.length;
  }
  return totals;
}

if (process.argv[1]?.endsWith('precompress.ts')) {
  const dir = process.argv[2] ?? join('dist', 'app');
  const { files, bytes, brotli } = precompress(dir);
  console.log(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB to ${(brotli / 1024).toFixed(0)} KB brotli`);
}

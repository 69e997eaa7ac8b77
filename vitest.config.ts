import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from '@swc/core';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * App modules use lingui macros (`<Trans>`, msg``), which the build compiles with the lingui SWC
 * plugin; tests that import them (the HTTP client, screens' logic) need the same compile step.
 * Only app files that import a macro go through it; everything else keeps Vitest's transform.
 */
function linguiMacros(): Plugin {
  return {
    name: 'lotwise:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]src[\\/]app[\\/].*\.tsx?$/.test(id) || !/from '@lingui\/[a-z]+\/macro'/.test(code)) return null;
      const tsx = id.endsWith('.tsx');
      const out = await transform(code, {
        filename: id,
        sourceMaps: true,
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx },
          transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
          experimental: { cacheRoot: join(tmpdir(), 'lotwise-swc'), plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
        },
      });
      return { code: out.code, map: out.map };
    },
  };
}

export default defineConfig({
  plugins: [linguiMacros()],
  test: {
    include: ['tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/app/**/*.test.ts'],
    pool: 'forks',
    // Drops the PostgreSQL databases a server test file made, when it ends.
    setupFiles: ['tests/server/drop-scratch-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the built push handlers go, at the site's root beside sw.js (vite.config.ts imports them there). */
export const PUSH_SW_FILE = 'sw-push.js';

/**
 * Builds the service worker's push and notificationclick handlers (src/app/sw/push-sw.ts) into
 * one file of fixed name, which the generated sw.js loads with importScripts. A fixed name, since
 * sw.js is generated with the name in it; the browser checks an imported script's bytes at each
 * update check, so a changed handler still reaches installed apps. The module imports types only,
 * so its chunk is a plain script with nothing to import (checked after the build).
 */
export function pushServiceWorker(root = process.cwd()): Plugin {
  return {
    name: 'lotwise-push-sw',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(root, 'src/app/sw/push-sw.ts'), fileName: PUSH_SW_FILE });
    },
    generateBundle(_options, bundle) {
      const chunk = bundle[PUSH_SW_FILE];
      if (!chunk || chunk.type !== 'chunk') this.error(`${PUSH_SW_FILE} was not built`);
      else if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0 || /^\s*(import|export)\b/m.test(chunk.code)) {
        this.error(`${PUSH_SW_FILE} must be a plain script for importScripts, but it imports ${chunk.imports.join(', ')}`);
      } else {
        // Its minified names stay its own, off the worker's global scope that sw.js shares.
        chunk.code = `(()=>{${chunk.code}})();\n`;
      }
    },
  };
}

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// main.tsx imports lib/evaluation-break.ts first, so the start's scripts are evaluated in two
// tasks (issue 21 item 5): the module's evaluation ends only in a later task. Evaluated by Node
// itself (its text is plain JavaScript), so no test runner's loading stands between.
const source = readFileSync(new URL('../../src/app/lib/evaluation-break.ts', import.meta.url), 'utf8');
const evaluate = (text: string) => import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(text)}`);

it('finishes evaluating only after what was queued before it has run', async () => {
  let queuedBefore = false;
  setTimeout(() => {
    queuedBefore = true;
  });
  await evaluate(source);
  expect(queuedBefore).toBe(true);
});

it('(the check above fails for a module that ends in its own task)', async () => {
  let queuedBefore = false;
  setTimeout(() => {
    queuedBefore = true;
  });
  await evaluate('export {};');
  expect(queuedBefore).toBe(false);
});

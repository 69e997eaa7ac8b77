import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// main.tsx imports lib/evaluation-break.ts first, so the start's scripts are evaluated in several
// tasks (issue 21 item 5): the module's evaluation, and main.tsx's wait, end only in a later task.
// Evaluated by Node itself (its text is plain JavaScript), so no test runner's loading stands between.
const source = readFileSync(new URL('../../src/app/lib/evaluation-break.ts', import.meta.url), 'utf8');
const evaluate = (text: string) => import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(text)}`);

/** Whether `promise` settles while only microtasks run (no task ends meanwhile). */
async function settlesWithinTheTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let hop = 0; hop < 1000 && !settled; hop++) await Promise.resolve();
  return settled;
}

it("ends the task that evaluates it: its evaluation finishes only in a later task, and so does nextTask's wait", async () => {
  const evaluated = evaluate(source);
  expect(await settlesWithinTheTask(evaluated)).toBe(false);
  const { nextTask } = (await evaluated) as { nextTask: () => Promise<unknown> };
  const waited = nextTask();
  expect(await settlesWithinTheTask(waited)).toBe(false);
  await waited;
});

it('(the check above holds a module that ends within its task to be one)', async () => {
  expect(await settlesWithinTheTask(evaluate('export const nextTask = () => Promise.resolve();'))).toBe(true);
});

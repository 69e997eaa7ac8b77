import { expect, it, vi } from 'vitest';

// main.tsx imports lib/evaluation-break.ts first, so the start's scripts are evaluated in several
// tasks (issue 21 item 5): the module's evaluation waits for a new task (lib/next-task.ts), and
// what imports it (the rest of the start) waits with it.
let release: () => void = () => undefined;
const yieldTask = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
vi.mock('../../src/app/lib/next-task.ts', () => ({ yieldTask }));

it('does not finish evaluating until the new task it waits for has come', async () => {
  let evaluated = false;
  const evaluation = import('../../src/app/lib/evaluation-break.ts').then(() => (evaluated = true));
  await vi.waitFor(() => expect(yieldTask).toHaveBeenCalledOnce());
  await new Promise((resolve) => setImmediate(resolve));
  expect(evaluated).toBe(false);
  release();
  await evaluation;
  expect(evaluated).toBe(true);
});

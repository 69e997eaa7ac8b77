import { afterAll } from 'vitest';
import { dropMadeDatabases } from './scratch-databases.ts';

// A setup file (vitest.config.ts): its afterAll runs after the test file's own, once its servers
// have stopped.
afterAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  if (base) await dropMadeDatabases(base);
});

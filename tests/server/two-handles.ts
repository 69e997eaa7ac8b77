import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDb, type Db } from '../../src/server/db/connect.ts';
import { freshPostgres } from './helpers.ts';

/**
 * Two connections to one new database, standing for two processes: on SQLite two handles of one
 * file, on PostgreSQL (TEST_DATABASE_URL) two pools on one database. Opened before the file's
 * tests and closed after them; read `one` and `two` inside the tests.
 */
export function twoHandles(prefix: string): { one: Db; two: Db } {
  const handles = {} as { one: Db; two: Db };
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    const config = { databaseUrl: await freshPostgres(dataDir), sqliteFile: join(dataDir, 'lotwise.db') };
    handles.one = await openDb(config);
    handles.two = await openDb(config);
  });
  afterAll(async () => {
    await handles.one?.destroy();
    await handles.two?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return handles;
}

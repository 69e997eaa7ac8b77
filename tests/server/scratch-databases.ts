import pg from 'pg';

// The PostgreSQL databases a test file makes (TEST_DATABASE_URL): one per server, each holding
// the whole schema and its seed, about 20 MB. The server suite makes about a hundred, so each is
// dropped when its file ends (drop-scratch-databases.ts, a vitest setup file) instead of filling
// the disk. Kept apart from helpers.ts so that the setup file does not load the server.
const made = new Set<string>();

/**
 * A connection to the PostgreSQL server, waiting while it says it cannot take one yet (57P03: it
 * is starting up or recovering). The one CI run that saw PostgreSQL restart under the suite lost
 * 31 files to that message alone, each failing within milliseconds while the server recovered.
 */
export async function connectWhenReady(url: string, waitMs = 60_000): Promise<pg.Client> {
  const until = Date.now() + waitMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code !== '57P03' || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * The URL of database `name` on the server `base` names, made unless it exists (a restart test
 * opens its database again) and dropped when the test file ends.
 */
export async function scratchDatabase(base: string, name: string): Promise<string> {
  const client = await connectWhenReady(base);
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  made.add(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops every database this file made; connections still open to one are ended first. A cleanup
 * that fails (the server restarting) leaves a database behind with a warning, never fails the
 * file's tests.
 */
export async function dropMadeDatabases(base: string): Promise<void> {
  if (!made.size) return;
  try {
    const client = await connectWhenReady(base);
    try {
      for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
      made.clear();
    } finally {
      await client.end();
    }
  } catch (error) {
    console.warn(`scratch databases left behind (${[...made].join(', ')}): ${(error as Error).message}`);
  }
}

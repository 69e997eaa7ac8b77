import pg from 'pg';

// The PostgreSQL databases this test file made (one per server, TEST_DATABASE_URL). Each holds
// the whole schema and its seed, about 20 MB; the server suite makes about a hundred, so they are
// dropped when their file ends (drop-scratch-databases.ts) instead of filling the disk.
const made = new Set<string>();

/** Remembers a database this file made, to be dropped when the file ends. */
export function madeForThisFile(name: string): void {
  made.add(name);
}

/** Drops every database this file made; connections still open to one are ended first. */
export async function dropMadeDatabases(base: string): Promise<void> {
  if (!made.size) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
    made.clear();
  } finally {
    await client.end();
  }
}

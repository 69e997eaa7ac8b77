import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './accounts-helpers.ts';
import { call, startServer, type TestServer } from './helpers.ts';

// PostgreSQL ends the pool's idle connections (a restart, a failover, an administrator's
// pg_terminate_backend). Each broken idle connection is an 'error' event on the pool; unheard,
// it would end the whole process. The server logs a warning and the next query opens a new one.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BROKE = 'an idle database connection broke; the next query opens a new one';
let server: TestServer;
const warnings: string[] = [];
let heard: () => void = () => undefined;
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { level: number; msg: string };
      if (entry.level === 40) warnings.push(entry.msg);
      if (entry.msg === BROKE) heard();
    }
    done();
  },
});

beforeAll(async () => {
  if (onPostgres) server = await startServer({ logLevel: 'warn' }, { runMarket: false, logStream });
});
afterAll(async () => {
  await server?.stop();
});

/** Ends every connection to the server's database but this one, as PostgreSQL does on a restart. */
async function terminateConnections(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  await admin.end();
  return ended.rowCount ?? 0;
}

describe.skipIf(!onPostgres)('when PostgreSQL ends the idle connections', () => {
  it('the server warns, stays up, and answers the next request from a new connection', async () => {
    const user = await registerByEmail(server);
    const balance = () => call(server.baseUrl, 'GET', '/v1/api/main/account/forexDetail', {}, { authorization: user.token });
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, balance));

    const warned = new Promise<void>((resolve) => (heard = resolve));
    expect(await terminateConnections(server.config.databaseUrl)).toBeGreaterThan(0);
    await warned;

    expect(warnings).toContain(BROKE);
    const after = await balance();
    expect(after.body).toMatchObject({ code: 1, data: { balance: '0.00' } });
  });
});

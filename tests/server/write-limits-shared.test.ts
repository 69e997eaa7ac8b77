import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { createManualClock } from '../../src/server/clock.ts';
import { databaseStore } from '../../src/server/cluster/write-limits.ts';
import type { Executor } from '../../src/server/db/wallet-repository.ts';
import { startServer, type TestServer } from './helpers.ts';

// The write limits' store a cluster's nodes share (cluster/write-limits.ts), on the database
// alone: what it counts, when its window ends, and that a database that does not answer admits.

const WINDOW = 60_000;
const count = (store: FastifyRateLimitStore, key: string, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, max));

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('write limits counted in the database', () => {
  it('counts an address per group up to the limit, then past it, and starts again with the next window', async () => {
    const clock = createManualClock(Date.UTC(2026, 0, 5, 10, 0, 30));
    const Store = databaseStore(server.db, clock, (error) => {
      throw error;
    });
    const captcha = new Store({}).child({ groupId: 'captcha' } as never);
    const demo = new Store({}).child({ groupId: 'demo' } as never);
    expect(await count(captcha, '10.0.0.1', 2)).toEqual({ current: 1, ttl: 30_000 });
    expect((await count(captcha, '10.0.0.1', 2)).current).toBe(2);
    expect((await count(captcha, '10.0.0.1', 2)).current).toBe(3);
    // Another group and another address have counts of their own.
    expect((await count(demo, '10.0.0.1', 2)).current).toBe(1);
    expect((await count(captcha, '10.0.0.2', 2)).current).toBe(1);
    await clock.advance(30_000);
    expect(await count(captcha, '10.0.0.1', 2)).toEqual({ current: 1, ttl: WINDOW });
  });

  it('admits a request when the database does not answer, and says so', async () => {
    const unreachable = new Kysely<never>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://nobody:none@127.0.0.1:1/none', connectionTimeoutMillis: 2000 }) }) });
    const errors: unknown[] = [];
    const Store = databaseStore(unreachable as unknown as Executor, createManualClock(0), (error) => errors.push(error));
    const store = new Store({}).child({ groupId: 'captcha' } as never);
    expect((await count(store, '10.0.0.1', 0)).current).toBe(0);
    expect(errors).toHaveLength(1);
    await unreachable.destroy();
  });
});

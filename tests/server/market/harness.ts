import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createLocalBus } from '../../../src/server/bus.ts';
import { createManualClock, type ManualClock } from '../../../src/server/clock.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { openDb } from '../../../src/server/db/connect.ts';
import { seedIfEmpty } from '../../../src/server/db/seed/index.ts';
import { createMarket } from '../../../src/server/market/index.ts';
import { createScriptedSource, type ScriptedSource } from '../../../src/server/market/scripted-source.ts';
import { freshPostgres } from '../helpers.ts';

/**
 * The real market on a fresh seeded database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
 * with a manual clock and the scripted quote source: a test sets prices and moves time.
 */
export async function startScriptedMarket(overrides: Partial<Config> = {}, clock: ManualClock = createManualClock()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-market-'));
  const config = loadConfig({}, { dataDir, sqliteFile: join(dataDir, 'lotwise.db'), databaseUrl: await freshPostgres(dataDir), ...overrides });
  const db = await openDb(config);
  await seedIfEmpty(db);
  const errors: unknown[] = [];
  const bus = createLocalBus({ onError: (error) => errors.push(error) });
  let quotes!: ScriptedSource;
  const market = await createMarket({
    db,
    bus,
    config,
    log: Fastify({ logger: false }).log,
    clock,
    source: ({ instruments, clock: c }) => (quotes = createScriptedSource(instruments, c)),
  });
  await market.start();
  return {
    market,
    quotes,
    bus,
    clock,
    db,
    /** Errors the bus caught from listeners (they never reach the tick loop). */
    errors,
    async stop() {
      await market.stop();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

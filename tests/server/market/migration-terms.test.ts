import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDb } from '../../../src/server/db/connect.ts';
import { migrations } from '../../../src/server/db/migrations/index.ts';
import { loadInstruments } from '../../../src/server/market/catalog.ts';
import { freshPostgres } from '../helpers.ts';

// A database seeded before migration 0004 (no currencies, no names, JPN225 with a 1-yen
// contract) is brought up to date from the seed by code when the server opens it.

it('fills the currencies, profit sizes and names of instruments seeded before it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-migration-'));
  const databaseUrl = await freshPostgres(dataDir);
  const sqliteFile = join(dataDir, 'lotwise.db');
  const old = new Kysely<any>({
    dialect: databaseUrl ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }) : new SqliteDialect({ database: new SQLite(sqliteFile) }),
  });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0004'));
  const { error } = await new Migrator({ db: old, provider: { getMigrations: async () => before } }).migrateToLatest();
  expect(error).toBeUndefined();
  await old.insertInto('categories').values({ id: 4, sort: 0, names: '{"en":"Indices"}' }).execute();
  const row = (id: number, code: string, contract: string, marginMode: number) => ({
    id,
    code,
    show_code: code,
    logo: '',
    category_id: 4,
    price_precision: 1,
    pip: '0.01',
    min_lots: '0.01',
    contract_size: contract,
    fee_rate: '0.0008',
    margin_mode: marginMode,
    leverages: '[10]',
    start_price: '100.0',
    volatility: '0.2',
    spread: '1.0',
    schedule: 'us-index',
    sort: id,
  });
  await old
    .insertInto('instruments')
    .values([row(1, 'US30', '500', 1), row(2, 'JPN225', '1', 2), row(3, 'NAS100', '1', 2)])
    .execute();
  await old.destroy();

  const db = await openDb({ databaseUrl, sqliteFile });
  try {
    const [us30, jpn225, nas100] = await loadInstruments(db);
    expect(us30).toMatchObject({ code: 'US30', quoteCurrency: 'USD', contractSize: '500', profitContractSize: '1' });
    expect(jpn225).toMatchObject({ code: 'JPN225', quoteCurrency: 'JPY', contractSize: '100', profitContractSize: '100' });
    expect(nas100).toMatchObject({ code: 'NAS100', baseCurrency: 'NAS100', quoteCurrency: 'USD', profitContractSize: '1' });
    expect(us30.names).toMatchObject({ en: 'Dow Jones 30', hk: '道瓊斯指數' });
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

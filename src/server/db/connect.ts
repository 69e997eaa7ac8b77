import { existsSync } from 'node:fs';
import { privateFile, privateFolder } from '../data-folder.ts';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import type { Database } from './schema.ts';
import { FALLBACK_CHECKPOINT_PAGES, startCheckpointer, type Checkpointer } from './checkpointer.ts';
import { migrationProvider } from './migrations/index.ts';

export type Db = Kysely<Database>;

export interface DbConfig {
  /** PostgreSQL connection string; when empty the embedded SQLite file is used. */
  databaseUrl?: string;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile: string;
  /**
   * How long a write waits for another connection's lock (an operator's sqlite3 shell, a
   * backup) before it fails with SQLITE_BUSY. better-sqlite3 waits synchronously, so the whole
   * process pauses for up to this long; 5000 ms when not given.
   */
  sqliteBusyTimeoutMs?: number;
  /** Tests only: synchronous=OFF (fast, but a crash may lose acknowledged writes). */
  sqliteSynchronousOff?: boolean;
}

/**
 * Opens the database and brings its schema up to date. `onConnectionError` hears of a pooled
 * PostgreSQL connection that broke while idle (the server restarted, an administrator ended it);
 * without a listener that error would end the whole process, while the pool simply opens a new
 * connection for the next query.
 */
export async function openDb(config: DbConfig, onConnectionError: (error: Error) => void = () => undefined): Promise<Db> {
  const db = config.databaseUrl ? postgres(config.databaseUrl, onConnectionError) : sqlite(config.sqliteFile, config.sqliteBusyTimeoutMs ?? 5000, config.sqliteSynchronousOff === true);
  // Unordered: migrations written in parallel (one per feature, each on its own tables) land in any
  // order; a database that already ran a later number still runs an earlier one added after it.
  const { error, results } = await new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${String(error)}`);
  }
  return db;
}

function sqlite(file: string, busyTimeoutMs: number, synchronousOff: boolean): Db {
  if (file !== ':memory:') {
    privateFolder(dirname(file));
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (f === file || existsSync(f)) privateFile(f);
  }
  const database = new SQLite(file);
  // WAL for concurrent readers; synchronous=FULL so an acknowledged write survives a crash.
  database.pragma('journal_mode = WAL');
  database.pragma(synchronousOff ? 'synchronous = OFF' : 'synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  database.defaultSafeIntegers(true);
  keepStatementsCompiled(database);
  // Checkpoints run in a worker thread, off the event loop (checkpointer.ts); this connection's
  // own only past a much larger WAL, as a fallback.
  if (file === ':memory:') return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  database.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }, startCheckpointer(file)) });
}

/**
 * Every transaction starts with BEGIN IMMEDIATE, which takes the write lock at once and waits
 * for it through the busy handler (busy_timeout). A deferred BEGIN (Kysely's) reads first and
 * asks for the lock at its first write; if another connection (an operator's shell, a backup)
 * holds it then, SQLite fails at once with SQLITE_BUSY without waiting, since waiting could
 * deadlock, so every order failed within milliseconds while the lock was held. Inside this
 * process the one connection runs one transaction at a time, so taking the lock early costs
 * nothing here.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly checkpointer?: Checkpointer,
  ) {
    super(config);
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  /** The checkpointer's connection closes first, so this one, the last, cleans up the WAL. */
  override async destroy(): Promise<void> {
    await this.checkpointer?.stop();
    await super.destroy();
  }
}
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #checkpointer: Checkpointer | undefined;
  constructor(config: SqliteDialectConfig, checkpointer?: Checkpointer) {
    super(config);
    this.#config = config;
    this.#checkpointer = checkpointer;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config, this.#checkpointer);
  }
}

/** Compiled statements kept per SQL text; the oldest goes first past this many. */
const STATEMENT_CACHE = 500;

/**
 * Kysely prepares every query anew and better-sqlite3 compiles SQL on each prepare(), a good
 * part of a small write's cost; the engine repeats the same few statements thousands of times
 * a second, so they are kept compiled. (A cached statement is never iterated twice at once:
 * the one connection runs one query at a time, and the server streams no query.)
 */
function keepStatementsCompiled(database: SQLite.Database) {
  const prepare = database.prepare.bind(database);
  const compiled = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = compiled.get(source);
    if (!statement) {
      if (compiled.size >= STATEMENT_CACHE) compiled.delete(compiled.keys().next().value!);
      statement = prepare(source);
      compiled.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

function postgres(url: string, onConnectionError: (error: Error) => void): Db {
  pg.types.setTypeParser(20, (v) => BigInt(v)); // int8 as bigint, never a lossy number
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', onConnectionError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when the database is the embedded SQLite one (for the few statements that differ). */
export function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
}

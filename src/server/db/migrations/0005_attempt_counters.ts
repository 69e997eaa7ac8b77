import type { Kysely } from 'kysely';

// Login limits count in one row per (kind, key, window) that one statement raises, instead of
// one row per attempt that a later query counts: with a row per attempt, parallel requests all
// read the count before any of them has written theirs, and all get through (issue 7, item 1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    /** Start of the fixed window, ms since the epoch (a multiple of the limit's window). */
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('attempt_counters_pk', ['kind', 'key', 'window_start'])
    .execute();
  // The purge drops windows that ended; it looks them up by start.
  await db.schema.createIndex('attempt_counters_window').on('attempt_counters').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attempt_counters').execute();
}

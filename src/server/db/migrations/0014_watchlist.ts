import type { Kysely } from 'kysely';

// The watchlist (issue 19 item 4): each user's favourite instruments, in their order. One row
// per user and instrument (an instrument is never in one list twice); position is the place in
// the list, 0 first. The whole list is replaced at once, so positions are always 0..n-1.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('watchlist_items')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('forex_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_items_pk', ['user_id', 'forex_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('watchlist_items').execute();
}

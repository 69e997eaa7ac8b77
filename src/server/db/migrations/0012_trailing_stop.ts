import type { Kysely } from 'kysely';

// Trailing stops (issue 19): the distance (a price difference, units of 10^-8) a holding's
// stop-loss follows its closing price at, moving only in the trader's favour; 0: none. Stored,
// so a restart keeps trailing from the stop-loss it had reached.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('trailing_stop', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('trailing_stop').execute();
}

import type { Kysely } from 'kysely';

// Pending order expiry (issue 19): when a pending order stops waiting, ms since the epoch (0:
// good till cancelled). The engine cancels it at that time as 'expired', from a time-sorted
// index in memory rebuilt from this column at start, so a restart keeps every expiry.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('expire_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('expire_at').execute();
}

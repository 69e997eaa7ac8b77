import type { Kysely } from 'kysely';

// Every close explained (issue 19): the level a take-profit or stop-loss fired at, beside the
// price it filled at (close_price), so history can show the slippage between the two. 0 where
// no level decided the close (a person's close, a stop-out, a demo reset).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('trigger_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('trigger_price').execute();
}

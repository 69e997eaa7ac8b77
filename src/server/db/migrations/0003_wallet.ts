import { sql, type Kysely } from 'kysely';

// The wallet (issue 6): used margin beside balance and frozen amount, and ledger legs that say
// what they belong to (order, deposit, withdrawal, operator action, account) and carry an
// idempotency key the database keeps unique, so a repeated command books nothing twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('used_margin', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ledger')
    .addColumn('ref_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('ledger')
    .addColumn('ref_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('ledger').addColumn('idem_key', 'text').execute();
  // Entries booked before the wallet get a key of their own, so the column can be unique.
  await sql`update ledger set idem_key = 'legacy:' || cast(id as text) where idem_key is null`.execute(db);
  await db.schema.createIndex('ledger_idem_key').on('ledger').column('idem_key').unique().execute();
  await db.schema.createIndex('ledger_ref').on('ledger').columns(['ref_type', 'ref_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_ref').execute();
  await db.schema.dropIndex('ledger_idem_key').execute();
  for (const column of ['idem_key', 'ref_id', 'ref_type']) await db.schema.alterTable('ledger').dropColumn(column).execute();
  await db.schema.alterTable('users').dropColumn('used_margin').execute();
}

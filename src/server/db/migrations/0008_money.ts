import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Money and identity (issue 9): what the operator manages (deposit addresses, wire channels,
// payout currencies), what users send (deposits, withdrawals, payout accounts, identity checks,
// pictures) and what operators did (the audit). Amounts in USD are integer units of 10^-8 like
// every other amount (units.ts); rates and prices an operator types stay decimal strings.
async function withId(db: Kysely<unknown>, table: string): Promise<CreateTableBuilder<string, 'id'>> {
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  return sqlite ? db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()) : db.schema.createTable(table).addColumn('id', sql`bigserial`, (c) => c.primaryKey());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // A coin and network deposits may be sent to, with the address (quickCharge/info).
  await (
    await withId(db, 'deposit_addresses')
  )
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('protocol_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // A bank account deposits by wire go to: its name and the transfer details shown to the user.
  await (
    await withId(db, 'wire_channels')
  )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // A currency withdrawals are paid in (draw_symbol_list): 1 coin, 2 bank.
  await (
    await withId(db, 'draw_currencies')
  )
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull())
    /** 1: draw_rate is a flat fee in USD; otherwise a fraction of the amount. */
    .addColumn('fee_type', 'bigint', (c) => c.notNull())
    .addColumn('draw_rate', 'text', (c) => c.notNull())
    .addColumn('usd_price', 'text', (c) => c.notNull())
    .addColumn('precision', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // A deposit a user reported: 0 unchecked, 1 finished (credited `received`), 2 rejected, 3 invalid.
  await (
    await withId(db, 'deposits')
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    /** 0 coin (deposit_addresses), 1 bank wire (wire_channels). */
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('source_id', 'bigint', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    /** What the user says was sent, and what the operator confirmed arrived (USD units). */
    .addColumn('number', 'bigint', (c) => c.notNull())
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('proof_img', 'text', (c) => c.notNull())
    .addColumn('status', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'type', 'id']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'id']).execute();

  // A payout account: 1 a coin address on a network, 2 a bank account. Deleted ones stay for the records.
  await (
    await withId(db, 'draw_methods')
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('draw_currency_id', 'bigint', (c) => c.notNull())
    .addColumn('dc_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_swift', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('draw_methods_user').on('draw_methods').columns(['user_id', 'type']).execute();

  // A withdrawal: `number` (USD units) is frozen from submit until an operator pays (1) or rejects (2) it.
  await (
    await withId(db, 'withdrawals')
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('draw_currency_id', 'bigint', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('draw_method_id', 'bigint', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('payee_account', 'text', (c) => c.notNull())
    .addColumn('number', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    /** What the payee receives in the payout currency, a decimal string to its precision. */
    .addColumn('real_number', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'type', 'id']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

  // The identity check, one per user: 1 under review, 2 approved, 3 rejected (reason).
  await db.schema
    .createTable('identities')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    /** country:ID number without spaces or dashes, upper case: one identity document, one account. */
    .addColumn('card_key', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('front_pic', 'text', (c) => c.notNull())
    .addColumn('reverse_pic', 'text', (c) => c.notNull())
    .addColumn('status', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('identities_status').on('identities').columns(['status', 'submitted_at']).execute();
  await db.schema.createIndex('identities_card').on('identities').column('card_key').execute();

  // A stored picture: the random file name in DATA_DIR/uploads and whose it is.
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The daily count of one account's pictures.
  await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'created_at']).execute();

  // Every operator action: who, when, what (command and target), why, and the outcome's facts.
  await (
    await withId(db, 'operator_audit')
  )
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['operator_audit', 'uploads', 'identities', 'withdrawals', 'draw_methods', 'deposits', 'draw_currencies', 'wire_channels', 'deposit_addresses']) {
    await db.schema.dropTable(t).execute();
  }
}

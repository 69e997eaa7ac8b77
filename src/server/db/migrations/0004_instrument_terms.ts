import { sql, type Kysely } from 'kysely';
import { instruments } from '../seed/instruments.ts';

// Instruments learn their currencies, their profit contract size and their names in 18
// languages. A database seeded before this migration gets them from the seed by code (the seed
// is what those rows came from); a fresh database gets them when it is seeded, right after.
// JPN225 was seeded with a 1-yen contract, 150 times smaller than every other index: it becomes
// 100 yen per point, as long as nobody has changed it by hand.

const columns = ['base_currency', 'quote_currency', 'profit_contract_size', 'names'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  for (const column of columns) {
    await db.schema
      .alterTable('instruments')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(column === 'names' ? '{}' : ''))
      .execute();
  }
  for (const s of instruments) {
    await db
      .updateTable('instruments')
      .set({ base_currency: s.baseCurrency, quote_currency: s.quoteCurrency, names: JSON.stringify(s.names) })
      .where('code', '=', s.code)
      .execute();
  }
  await sql`update instruments set contract_size = '100' where code = 'JPN225' and contract_size = '1'`.execute(db);
  // With leverage margin the profit size is the contract size (as the row has it now); with
  // fixed margin the contract size is the margin per lot, so the seed says the profit size.
  await sql`update instruments set profit_contract_size = contract_size where margin_mode <> 1`.execute(db);
  for (const s of instruments.filter((i) => i.marginMode === 1)) {
    await db.updateTable('instruments').set({ profit_contract_size: s.profitContractSize }).where('code', '=', s.code).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of columns) await db.schema.alterTable('instruments').dropColumn(column).execute();
}

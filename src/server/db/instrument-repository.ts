import type { Selectable } from 'kysely';
import type { InstrumentTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type InstrumentRow = Selectable<InstrumentTable>;

/** The SQL of the instruments table (market/catalog.ts): their fixed settings, seeded. */
export const instrumentRepository = {
  /** Every instrument in display order. */
  all(ex: Executor): Promise<InstrumentRow[]> {
    return ex.selectFrom('instruments').selectAll().orderBy('sort').orderBy('id').execute();
  },
};

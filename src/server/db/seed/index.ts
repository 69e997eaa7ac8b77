import type { Db } from '../connect.ts';
import { areaCodes } from './area-codes.ts';
import { categories } from './categories.ts';
import { instruments, maxLotsOf } from './instruments.ts';
import { settings } from './settings.ts';

/** Loads categories, instruments, area codes and site settings on first start; later starts keep what is there. */
export async function seedIfEmpty(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const has = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (has) return;
    await trx
      .insertInto('categories')
      .values(categories.map((c, i) => ({ id: c.id, sort: i, names: JSON.stringify(c.names) })))
      .execute();
    await trx
      .insertInto('instruments')
      .values(
        instruments.map((s, i) => ({
          id: s.id,
          code: s.code,
          show_code: s.showCode,
          logo: s.logo,
          category_id: s.categoryId,
          price_precision: s.pricePrecision,
          pip: s.pip,
          min_lots: s.minLots,
          contract_size: s.contractSize,
          fee_rate: s.feeRate,
          margin_mode: s.marginMode,
          leverages: JSON.stringify(s.leverages),
          start_price: s.startPrice,
          volatility: s.volatility,
          spread: s.spread,
          schedule: s.schedule,
          base_currency: s.baseCurrency,
          quote_currency: s.quoteCurrency,
          profit_contract_size: s.profitContractSize,
          names: JSON.stringify(s.names),
          max_lots: maxLotsOf(s.code),
          sort: i,
        })),
      )
      .execute();
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < areaCodes.length; i += 100) {
      await trx
        .insertInto('area_codes')
        .values(areaCodes.slice(i, i + 100).map((a, j) => ({ id: i + j + 1, code: a.code, global_code: a.global_code, name: a.name, sort: i + j })))
        .execute();
    }
    await trx
      .insertInto('site_settings')
      .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
      .execute();
  });
}

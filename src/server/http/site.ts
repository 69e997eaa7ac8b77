import type { Db } from '../db/connect.ts';
import type { HandlerMap } from './handlers.ts';

async function readSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

const num = (v: string | undefined, fallback = 0) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : fallback);

/** Site base data, system status, area codes and single settings. */
export function siteHandlers({ db }: { db: Db }): HandlerMap {
  return {
    async basicInfo() {
      const s = await readSettings(db);
      return {
        site_name: s.site_name ?? 'Lotwise',
        service_link: s.service_link ?? '',
        service_link_type: num(s.service_link_type, 1),
        verify_reg_type: num(s.verify_reg_type, 1),
        trade_fee_type: num(s.trade_fee_type, 2),
        complaint_email: s.complaint_email ?? '',
        stop_out_level: num(s.stop_out_level, 50),
      };
    },
    async companyStatus() {
      const s = await readSettings(db);
      return { status: num(s.company_status), loss: s.company_loss_url ?? '', isMain: num(s.company_is_main) };
    },
    async areaList() {
      const rows = await db.selectFrom('area_codes').selectAll().orderBy('sort').execute();
      return rows.map((r) => ({ id: Number(r.id), code: r.code, global_code: r.global_code, name: r.name }));
    },
    async setting({ input }) {
      const row = await db.selectFrom('site_settings').select('value').where('key', '=', input.key).executeTakeFirst();
      return { key: input.key, value: row?.value ?? '' };
    },
  };
}

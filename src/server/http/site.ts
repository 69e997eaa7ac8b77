import type { AreaCodes } from '../engine/area-codes.ts';
import type { Companies } from '../engine/companies/index.ts';
import type { Settings } from '../engine/settings.ts';
import type { HandlerMap } from './handlers.ts';
import { areaCodeWire } from './site-wire.ts';

/** Site base data, system status, area codes, single public settings and the provider search. */
export function siteHandlers({ settings, areas, companies }: { settings: Settings; areas: AreaCodes; companies: Companies }): HandlerMap {
  return {
    // The contract keeps the base-data fields of the settings and drops the rest.
    basicInfo: () => settings.all(),
    companyStatus: async () => {
      const s = await settings.all();
      return { status: s.company_status, loss: s.company_loss_url, isMain: s.company_is_main };
    },
    company: ({ input }) => companies.search(input.name),
    areaList: async () => (await areas.list()).map(areaCodeWire),
    setting: async ({ input }) => ({ key: input.key, value: await settings.publicValue(input.key) }),
  };
}

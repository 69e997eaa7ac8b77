// The site's base data: settings, status, company, dialing codes.
// Paths, methods and parameter names exactly as SPEC.md section 7 has them; calls.ts joins
// every domain's table into the one table the server registers.
import { z } from 'zod/mini';
import { AreaCode, BasicInfo, Company, CompanyStatus } from '../site.ts';
import { get, none, text, type CallDef } from '../call-def.ts';

// What the start does not call is built at its first use (z.lazy, as in calls/market.ts).
export const siteCalls = {
  basicInfo: get('/api/basicSet/getBasicInfo', none, BasicInfo),
  companyStatus: get('/api/company/getCompanyStatus', none, CompanyStatus),
  company: get(
    '/api/company/getCompany',
    z.lazy(() => z.object({ name: z._default(text(100), '') })),
    z.array(Company),
  ),
  areaList: get('/api/default/area_list', none, z.array(AreaCode)),
  setting: get(
    '/api/default/setting',
    z.lazy(() => z.object({ key: text(60) })),
    z.lazy(() => z.object({ key: z.string(), value: z.string() })),
  ),
} satisfies Record<string, CallDef>;

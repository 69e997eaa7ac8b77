// Country or region dialing codes (GET /api/default/area_list) for registration, SMS codes
// and password reset: loaded on first use and kept for the visit (they do not change while the
// app is open). The pure helpers are in area-codes.ts.
import type { AreaCode } from '../../../contract/site.ts';
import { api } from '../../lib/http/index.ts';
import { atomWithQuery } from '../../lib/query/index.ts';
import { accountKeys } from './keys.ts';

export const areasQueryAtom = atomWithQuery<readonly AreaCode[]>(() => ({
  queryKey: accountKeys.areas(),
  queryFn: ({ signal }) => api('areaList', {}, { signal }),
  staleTime: 'static',
  gcTime: Number.POSITIVE_INFINITY,
}));

// Server state of provider mode (SPEC.md section 1): whether the site runs as the main company,
// and the companies whose name holds what the person typed. Loaded with /product only, never on
// the startup path of /.
import type { z } from 'zod/mini';
import type { Company, CompanyStatus } from '../../../contract/site.ts';
import { api } from '../../lib/http/index.ts';
import { atomWithQuery } from '../../lib/query/index.ts';
import { atom } from '../../state/store.ts';
import { providerKeys } from './keys.ts';

export type ProviderCompany = z.output<typeof Company>;

/** The operator switches the mode seldom; a visit to /product within this time reuses the answer. */
const STATUS_FRESH_MS = 60_000;
const SEARCH_FRESH_MS = 60_000;

export const companyStatusAtom = atomWithQuery<z.output<typeof CompanyStatus>>(() => ({
  queryKey: providerKeys.status(),
  queryFn: ({ signal }) => api('companyStatus', {}, { silent: true, signal }),
  staleTime: STATUS_FRESH_MS,
}));

/** The name searched for, set by the search box once typing pauses (use-debounced-value.ts). */
export const companySearchNameAtom = atom('');

export const companySearchAtom = atomWithQuery<readonly ProviderCompany[]>((get) => {
  const name = get(companySearchNameAtom);
  return {
    queryKey: providerKeys.search(name),
    queryFn: ({ signal }) => api('company', { name }, { signal }),
    staleTime: SEARCH_FRESH_MS,
    // The previous results stay on screen while the next ones load: no flicker per word typed.
    placeholderData: (previous) => previous,
  };
});

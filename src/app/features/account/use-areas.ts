import type { AreaCode } from '../../../contract/site.ts';
import { useAtomValue } from '../../state/store.ts';
import { defaultArea } from './area-codes.ts';
import { areasQueryAtom } from '../site/queries.ts';

/**
 * The dialing codes (loaded on first use, kept for the visit; the pure helpers are in
 * area-codes.ts) and the chosen area: `id` when set, else the default entry, or none at all
 * when `preselect` is false (a new account names its country itself).
 */
export function useAreas(id: string, preselect = true) {
  const query = useAtomValue(areasQueryAtom);
  const areas = query.data ?? null;
  const picked = areas?.find((area) => String(area.id) === id);
  const chosen: AreaCode | undefined = areas ? (picked ?? (preselect ? defaultArea(areas) : undefined)) : undefined;
  return { areas, failed: query.isError && !areas, retry: () => void query.refetch(), chosen };
}

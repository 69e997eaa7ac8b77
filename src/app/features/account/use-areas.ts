import type { AreaCode } from '../../../contract/site.ts';
import { useAtomValue } from '../../state/store.ts';
import { defaultArea } from './area-codes.ts';
import { areasQueryAtom } from '../site/queries.ts';

/**
 * The dialing codes (loaded on first use, kept for the visit; the pure helpers are in
 * area-codes.ts) and the chosen area: `id` when set, else the default entry.
 */
export function useAreas(id: string) {
  const query = useAtomValue(areasQueryAtom);
  const areas = query.data ?? null;
  const chosen: AreaCode | undefined = areas ? (areas.find((area) => String(area.id) === id) ?? defaultArea(areas)) : undefined;
  return { areas, failed: query.isError && !areas, retry: () => void query.refetch(), chosen };
}

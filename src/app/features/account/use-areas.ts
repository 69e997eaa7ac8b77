import { useEffect } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { defaultArea } from './area-codes.ts';
import { areasAtom, areasErrorAtom, loadAreas } from './areas.ts';
import type { AreaCode } from '../../../contract/site.ts';

/** The area list (loaded on first use) and the chosen area: `id` when set, else the default entry. */
export function useAreas(id: string) {
  const areas = useAtomValue(areasAtom);
  const failed = useAtomValue(areasErrorAtom) !== null;
  useEffect(() => {
    void loadAreas();
  }, []);
  const chosen: AreaCode | undefined = areas ? (areas.find((area) => String(area.id) === id) ?? defaultArea(areas)) : undefined;
  return { areas, failed: failed && !areas, retry: () => void loadAreas(), chosen };
}

import { useState } from 'react';
import type { AreaCode } from '../../../../contract/site.ts';
import { useAreas } from '../use-areas.ts';
import type { Channel } from '../validation.ts';

/**
 * The channel (email or mobile phone) and the country or region of a form that sends a code to
 * an address the person types (register, forgot password). They live beside the form's values,
 * not in them, because the form's check reads them. `preselectArea: false` starts with no
 * country: registration asks the person to pick theirs rather than accept a guess.
 */
export function useCodeChannel({ preselectArea = true }: { preselectArea?: boolean } = {}) {
  const [channel, setChannel] = useState<Channel>('email');
  const [areaId, setAreaId] = useState('');
  const areas = useAreas(areaId, preselectArea);
  return { channel, setChannel, areas, area: areas.chosen, pickArea: (area: AreaCode) => setAreaId(String(area.id)) };
}

export type CodeChannel = ReturnType<typeof useCodeChannel>;

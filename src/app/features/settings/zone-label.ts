// How a time-zone choice reads, on the settings screen and under the chart: a name in the
// reader's language and the zone itself with its offset now ("Europe/Paris, UTC+1"), the offset
// in Latin letters in every language as traders write it.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ZoneChoice } from '../../lib/time-format.ts';
import { zoneOffset } from '../../lib/time-parts.ts';

const NAMES: Record<ZoneChoice, MessageDescriptor> = {
  device: msg`Device time`,
  'America/New_York': msg`New York time`,
  UTC: msg`Universal time`,
};

/**
 * `zone` is the IANA zone the choice stands for (zoneOf): the caller's, so a screen that re-renders
 * often reads it from the time settings' atom, resolved once, instead of asking Intl each time.
 */
export function zoneLabel(choice: ZoneChoice, zone: string, at: number): { name: MessageDescriptor; detail: string } {
  const offset = zoneOffset(zone, at);
  return { name: NAMES[choice], detail: zone === 'UTC' ? offset : `${zone}, ${offset}` };
}

// How a time-zone choice reads, on the settings screen and under the chart: a name in the
// reader's language and the zone itself with its offset now ("Europe/Paris, UTC+1"), the offset
// in Latin letters in every language as traders write it.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { zoneOf, type ZoneChoice } from '../../lib/time-format.ts';
import { zoneOffset } from '../../lib/time-parts.ts';

const NAMES: Record<ZoneChoice, MessageDescriptor> = {
  device: msg`Device time`,
  'America/New_York': msg`New York time`,
  UTC: msg`Universal time`,
};

export function zoneLabel(choice: ZoneChoice, at: number): { name: MessageDescriptor; detail: string } {
  const zone = zoneOf(choice);
  const offset = zoneOffset(zone, at);
  return { name: NAMES[choice], detail: zone === 'UTC' ? offset : `${zone}, ${offset}` };
}

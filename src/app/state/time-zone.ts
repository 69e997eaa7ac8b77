// The time zone every date and time is shown in (issue 19 item 7): the device's by default, New
// York (the market's zone) or UTC by choice. Kept per device, like the language: it is how this
// screen reads times, not a fact about the account, so the server needs no copy of it.
import { z } from 'zod/mini';
import { LANG_INFO } from '../../contract/languages.ts';
import { ZONE_CHOICES, zoneOf, type TimeSettings, type ZoneChoice } from '../lib/time-format.ts';
import { languageAtom } from './language.ts';
import { persistedAtom } from './persisted.ts';
import { atom, store } from './store.ts';

export const ZoneChoiceValue = z.enum(ZONE_CHOICES);

export const zoneChoiceAtom = persistedAtom<ZoneChoice>('tz', ZoneChoiceValue, 'device');

/** The reader's locale and zone, as every formatted time needs them. */
export const timeSettingsAtom = atom<TimeSettings>((get) => ({ locale: LANG_INFO[get(languageAtom)].tag, zone: zoneOf(get(zoneChoiceAtom)) }));

/** The same, read once outside React (pure helpers called without settings). */
export const currentTimeSettings = (): TimeSettings => store.get(timeSettingsAtom);

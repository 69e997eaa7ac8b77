// Pure helpers for dialing codes: which are refused, which is preselected, and the name of an
// area in the reader's language. Kept apart from the loading (areas.ts) so tests need no app.
import { EXCLUDED_DIALING_CODES } from '../../../contract/account.ts';
import type { AreaCode } from '../../../contract/site.ts';

export const isExcludedDialingCode = (code: string) => EXCLUDED_DIALING_CODES.has(code);

/** The preselected area: the second entry of the list (the first when there is only one). */
export function defaultArea(list: readonly AreaCode[]): AreaCode | undefined {
  return list[1] ?? list[0];
}

const regionNames = new Map<string, Intl.DisplayNames | null>();
/** The area's name in the reader's language (Intl knows every ISO region), else the server's English name. */
export function areaName(area: AreaCode, locale: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(area.code) ?? area.name;
  } catch {
    return area.name; // a code Intl does not accept
  }
}

// Countries of residence for the identity check: the site's area list (ISO codes), one entry a
// country, named in the reader's language. Pure, for tests.
import { EXCLUDED_COUNTRIES } from '../../../contract/account.ts';
import type { AreaCode } from '../../../contract/site.ts';

/** One entry per ISO code (the area list has several dialing codes for some countries). */
export function countriesOf(areas: readonly AreaCode[]): AreaCode[] {
  const seen = new Set<string>();
  return areas.filter((area) => {
    const code = area.code.toUpperCase();
    if (!/^[A-Z]{2}$/.test(code) || seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

/** The names of the countries whose residents are not served, in the reader's language, as one list. */
export function excludedCountriesText(locale: string): string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  const list = [...EXCLUDED_COUNTRIES].map((code) => names?.of(code) ?? code);
  try {
    return new Intl.ListFormat([locale], { type: 'conjunction' }).format(list);
  } catch {
    return list.join(', ');
  }
}

// The site's own data (SPEC.md sections 3 and 7): base data, single settings and the dialing
// codes, read by the account forms (captcha, mobile sign-up, area picker) and the trade screen
// (trade_fee_type). Settings change rarely: a visit reads them once and again after a few
// minutes, a reconnect or a language change; the dialing codes are kept for the whole visit.
import { siteCalls } from '../../../contract/calls/site.ts';
import type { AreaCode, BasicInfo } from '../../../contract/site.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { atomWithQuery } from '../../lib/query/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { siteKeys } from './keys.ts';

// Only this domain's calls: on Android the brand title reads the base data right after the first
// screen of / (brand-title.ts), which would otherwise bring every call's schemas with it.
const api = apiFor(siteCalls);

const SITE_DATA_FRESH_MS = 10 * 60_000;

/** Base data (service link, captcha rule, fee type, complaint email...). Silent: every reader has a default. */
export const basicInfoQuery = {
  queryKey: siteKeys.basicInfo(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('basicInfo', {}, { silent: true, signal }),
  staleTime: SITE_DATA_FRESH_MS,
};

export const basicInfoQueryAtom = atomWithQuery<BasicInfo>(() => basicInfoQuery);

export const useBasicInfoQuery = () => useAtomValue(basicInfoQueryAtom);

/** Country or region dialing codes for registration, SMS codes and password reset (see account/use-areas.ts). */
export const areasQueryAtom = atomWithQuery<readonly AreaCode[]>(() => ({
  queryKey: siteKeys.areas(),
  queryFn: ({ signal }) => api('areaList', {}, { signal }),
  staleTime: 'static',
  gcTime: Number.POSITIVE_INFINITY,
}));

type SettingQueryAtom = ReturnType<typeof settingQueryAtom>;
const settingAtoms = new Map<string, SettingQueryAtom>();

function settingQueryAtom(key: string) {
  return atomWithQuery<string>(() => ({
    queryKey: siteKeys.setting(key),
    queryFn: ({ signal }) => api('setting', { key }, { silent: true, signal }).then((setting) => setting.value),
    staleTime: SITE_DATA_FRESH_MS,
  }));
}

/** One site setting's value (a string), by name; the same atom for the same name. */
export function siteSettingQueryAtom(key: string): SettingQueryAtom {
  let found = settingAtoms.get(key);
  if (!found) settingAtoms.set(key, (found = settingQueryAtom(key)));
  return found;
}

export const useSiteSettingQuery = (key: string) => useAtomValue(siteSettingQueryAtom(key));

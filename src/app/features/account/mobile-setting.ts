// Whether accounts by mobile phone are offered at all: the site setting is_show_mobile
// (GET /api/default/setting, SPEC.md section 7). '0' leaves email only; anything else, or no
// answer, shows both, since the server still decides what it accepts.
import { useSiteSettingQuery } from '../site/queries.ts';

export const SHOW_MOBILE_SETTING = 'is_show_mobile';

export function useMobileOffered(): boolean {
  return useSiteSettingQuery(SHOW_MOBILE_SETTING).data !== '0';
}

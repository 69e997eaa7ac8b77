// Cache keys of the site's own data (STYLE.md 3): one root, one factory per query.
export const SITE_ROOT = 'site';

export const siteKeys = {
  all: [SITE_ROOT] as const,
  /** Dialing codes (GET /api/default/area_list): the same for everyone. */
  areas: () => [SITE_ROOT, 'areas'] as const,
  /** GET /api/basicSet/getBasicInfo. */
  basicInfo: () => [SITE_ROOT, 'basic-info'] as const,
  /** GET /api/default/setting {key}: one entry per setting name. */
  setting: (key: string) => [SITE_ROOT, 'setting', key] as const,
};

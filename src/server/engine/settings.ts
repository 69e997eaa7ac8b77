import { z } from 'zod';
import type { Bus } from '../bus.ts';
import { settingRepository as repo } from '../db/setting-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { SETTING_DEFAULT_VALUES } from '../db/seed/settings.ts';
import { SettingNotPublic } from '../errors.ts';

// Rows are strings (an operator edits them in the database); a value that does not read as its
// kind falls back to its default rather than breaking the site.
const whole = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number)
    .catch(fallback);
const decimal = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number)
    .catch(fallback);
const text = (fallback: string) => z.string().catch(fallback);

const D = SETTING_DEFAULT_VALUES;

/**
 * The site settings (SPEC.md section 3): one schema, its defaults (and what each setting means)
 * in db/seed/settings.ts, which also seeds a fresh database with them. A missing or unreadable
 * row reads as its default.
 */
export const SiteSettings = z.object({
  site_name: text(D.site_name),
  service_link: text(D.service_link),
  service_link_type: whole(D.service_link_type),
  verify_reg_type: whole(D.verify_reg_type),
  trade_fee_type: whole(D.trade_fee_type),
  complaint_email: text(D.complaint_email),
  stop_out_level: decimal(D.stop_out_level),
  is_show_mobile: whole(D.is_show_mobile),
  company_status: whole(D.company_status),
  company_loss_url: text(D.company_loss_url),
  company_is_main: whole(D.company_is_main),
});
export type SiteSettings = z.output<typeof SiteSettings>;
export type SettingKey = keyof SiteSettings;

export const SETTING_DEFAULTS: Readonly<SiteSettings> = Object.freeze(SiteSettings.parse({}));

/**
 * The settings anyone may read one at a time (GET /api/default/setting): those the app shows
 * through the site's base data and status anyway. Listed by hand, so a setting added to the
 * schema, or a row an operator adds to the table, stays private until someone decides otherwise.
 */
export const PUBLIC_SETTING_KEYS = [
  'site_name',
  'service_link',
  'service_link_type',
  'verify_reg_type',
  'trade_fee_type',
  'complaint_email',
  'stop_out_level',
  'is_show_mobile',
  'company_status',
  'company_loss_url',
  'company_is_main',
] as const satisfies readonly SettingKey[];
const PUBLIC = new Set<string>(PUBLIC_SETTING_KEYS);
const isPublic = (key: string): key is (typeof PUBLIC_SETTING_KEYS)[number] => PUBLIC.has(key);

/** The rows a fresh database starts with. */
export const defaultSettingRows = (): Array<{ key: string; value: string }> => Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value: String(value) }));

/**
 * Reads the settings once and keeps them; a `settings.changed` event on the bus (from `set`
 * here, or from another node on a shared bus) makes the next read go to the database again.
 */
export function createSettings(db: Executor, bus: Bus) {
  let cached: Promise<SiteSettings> | null = null;

  const load = async (): Promise<SiteSettings> => {
    const rows = await repo.all(db);
    return SiteSettings.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  };
  const snapshot = () => {
    if (!cached) {
      const reading = load();
      cached = reading;
      // A failed read is not kept: the next call tries the database again.
      reading.catch(() => {
        if (cached === reading) cached = null;
      });
    }
    return cached;
  };
  bus.on('settings.changed', () => {
    cached = null;
  });

  return {
    async all(): Promise<SiteSettings> {
      return snapshot();
    },

    async get<K extends SettingKey>(key: K): Promise<SiteSettings[K]> {
      return (await snapshot())[key];
    },

    /** One public setting as the wire's string; any other key is refused (SettingNotPublic). */
    async publicValue(key: string): Promise<string> {
      if (!isPublic(key)) throw new SettingNotPublic();
      return String((await snapshot())[key]);
    },

    /** Writes one setting, tells every reader, and returns the settings as they now read. */
    async set<K extends SettingKey>(key: K, value: SiteSettings[K]): Promise<SiteSettings> {
      await repo.upsert(db, key, String(value));
      bus.emit({ type: 'settings.changed', key });
      return snapshot();
    },
  };
}
export type Settings = ReturnType<typeof createSettings>;

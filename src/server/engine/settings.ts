import { z } from 'zod';
import type { Bus } from '../bus.ts';
import type { Db } from '../db/connect.ts';

// Rows are strings (an operator edits them in the database); a value that does not read as its
// kind falls back to its default rather than breaking the site.
const whole = (fallback: number) => z.string().trim().regex(/^-?\d+$/).transform(Number).catch(fallback);
const decimal = (fallback: number) => z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number).catch(fallback);
const text = (fallback: string) => z.string().catch(fallback);

/**
 * The site settings (SPEC.md section 3): one schema, every default here. A fresh database is
 * seeded with these defaults (db/seed/settings.ts), and a missing or unreadable row reads as its
 * default.
 */
export const SiteSettings = z.object({
  site_name: text('Lotwise'),
  service_link: text(''),
  /** 2: link shown in a dialog to copy; 3: external link; otherwise the internal chat. */
  service_link_type: whole(1),
  /** 2: image captcha at registration. */
  verify_reg_type: whole(2),
  /** 1: fee = lots × rate; otherwise fee = margin × rate. */
  trade_fee_type: whole(2),
  complaint_email: text('complaints@lotwise.example'),
  /** Risk rate in percent at or below which positions are stopped out. */
  stop_out_level: decimal(50),
  /** 1: the app offers registration and login by mobile number. */
  is_show_mobile: whole(1),
  /** Non-zero: site unavailable, browsers go to company_loss_url. */
  company_status: whole(0),
  company_loss_url: text(''),
  /** 1: provider mode, product search looks for companies. */
  company_is_main: whole(0),
});
export type SiteSettings = z.output<typeof SiteSettings>;
export type SettingKey = keyof SiteSettings;

export const SETTING_DEFAULTS: Readonly<SiteSettings> = Object.freeze(SiteSettings.parse({}));
const KEYS = new Set<string>(Object.keys(SiteSettings.shape));
const isSettingKey = (key: string): key is SettingKey => KEYS.has(key);

/** The rows a fresh database starts with. */
export const defaultSettingRows = (): Array<{ key: string; value: string }> =>
  Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value: String(value) }));

interface Snapshot {
  typed: SiteSettings;
  /** Every row as stored, also keys the schema does not know (read by the single-setting call). */
  rows: ReadonlyMap<string, string>;
}

/**
 * Reads the settings once and keeps them; a `settings.changed` event on the bus (from `set`
 * here, or from another node on a shared bus) makes the next read go to the database again.
 */
export function createSettings(db: Db, bus: Bus) {
  let cached: Promise<Snapshot> | null = null;

  const load = async (): Promise<Snapshot> => {
    const rows = new Map((await db.selectFrom('site_settings').select(['key', 'value']).execute()).map((r) => [r.key, r.value]));
    return { typed: SiteSettings.parse(Object.fromEntries(rows)), rows };
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
      return (await snapshot()).typed;
    },

    async get<K extends SettingKey>(key: K): Promise<SiteSettings[K]> {
      return (await snapshot()).typed[key];
    },

    /** One setting as the wire's string: a known key's effective value, else the stored row or ''. */
    async value(key: string): Promise<string> {
      const { typed, rows } = await snapshot();
      return isSettingKey(key) ? String(typed[key]) : (rows.get(key) ?? '');
    },

    /** Writes one setting, tells every reader, and returns the settings as they now read. */
    async set<K extends SettingKey>(key: K, value: SiteSettings[K]): Promise<SiteSettings> {
      await db
        .insertInto('site_settings')
        .values({ key, value: String(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
        .execute();
      bus.emit({ type: 'settings.changed', key });
      return (await snapshot()).typed;
    },
  };
}
export type Settings = ReturnType<typeof createSettings>;

/**
 * The site settings' defaults (SPEC.md section 3): what a fresh database is seeded with, and what
 * a missing or unreadable row reads as (engine/settings.ts builds its schema on these). Plain
 * data, so the seed and the engine both import it and the seed imports no engine code.
 */
export const SETTING_DEFAULT_VALUES = {
  site_name: 'Lotwise',
  service_link: '',
  /** 2: link shown in a dialog to copy; 3: external link; otherwise the internal chat. */
  service_link_type: 1,
  /** 2: image captcha at registration. */
  verify_reg_type: 2,
  /** 1: fee = lots × rate; otherwise fee = margin × rate. */
  trade_fee_type: 2,
  complaint_email: 'complaints@lotwise.example',
  /** Risk rate in percent at or below which positions are stopped out. */
  stop_out_level: 50,
  /** 1: the app offers registration and login by mobile number. */
  is_show_mobile: 1,
  /** Non-zero: site unavailable, browsers go to company_loss_url. */
  company_status: 0,
  company_loss_url: '',
  /** 1: provider mode, product search looks for companies. */
  company_is_main: 0,
} as const;

/** Site settings on first start, as the table stores them (text); an operator edits them in the database. */
export const settings: Record<string, string> = Object.fromEntries(Object.entries(SETTING_DEFAULT_VALUES).map(([key, value]) => [key, String(value)]));

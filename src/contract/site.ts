import { z } from 'zod/mini';

/** Site base data (SPEC.md section 3). */
export const BasicInfo = z.object({
  site_name: z.string(),
  /** Customer service: 2 shows the link in a dialog to copy, 3 opens it outside, otherwise internal chat. */
  service_link: z.string(),
  service_link_type: z.int(),
  /** 2: an image captcha is required at registration. */
  verify_reg_type: z.int(),
  /** 1: fee = lots × rate; otherwise fee = margin × rate. */
  trade_fee_type: z.int(),
  complaint_email: z.string(),
  /** Risk rate (equity ÷ used margin, %) at or below which positions are stopped out. */
  stop_out_level: z.number(),
});
export type BasicInfo = z.output<typeof BasicInfo>;

export const CompanyStatus = z.object({
  /** Non-zero: the site is unavailable and the browser goes to `loss`. */
  status: z.int(),
  loss: z.string(),
  /** 1: provider mode, product search looks for companies. */
  isMain: z.int(),
});

// Built at first use (z.lazy): the start parses the site's info and status, not these.
export const Company = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    subject: z.string(),
    logo: z.string(),
    url: z.string(),
    registered_address: z.string(),
    location: z.string(),
    email: z.string(),
  }),
);

export const AreaCode = z.lazy(() =>
  z.object({
    id: z.int(),
    /** ISO 3166 alpha-2 country code. */
    code: z.string(),
    /** Dialing code without '+', e.g. "852". */
    global_code: z.string(),
    /** Country name in English, for the picker's search. */
    name: z.string(),
  }),
);
export type AreaCode = z.output<typeof AreaCode>;

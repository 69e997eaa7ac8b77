// The result envelope of every HTTP reply: { code, msg, data }. HTTP status stays 200 for
// business errors; 4xx/5xx are transport faults only (DESIGN.md, wire rules).
export const ResultCode = {
  OK: 1,
  /** Session invalid: the app clears the user and goes to /login unless the call is initial. */
  SESSION_INVALID: 999,
  /** Input failed its contract schema; msg names the field in the request's language. */
  BAD_INPUT: 2,
  /** A rule of the product refused the request (market closed, not a real account...). */
  REFUSED: 3,
  /** The capability behind this call is not built yet. */
  NOT_BUILT: 4,
  /** Too many attempts. */
  RATE_LIMITED: 5,
  /**
   * Login only: the account had too many failed attempts, so this login needs the image captcha
   * (captcha_id and key; msg says whether it was missing or wrong). The app shows the field.
   */
  CAPTCHA_REQUIRED: 6,
  /** Something unexpected failed on the server; details are in its log under the request id. */
  FAULT: 500,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

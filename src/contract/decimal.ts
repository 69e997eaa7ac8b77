import { z } from 'zod/mini';

// zod/mini throughout the contract: it is tree-shakable, so the app ships only the checks it
// uses (classic zod cost the home screen ~24 KB gzip of its 150 KB budget).

/**
 * Money and prices travel as decimal strings (never binary floats). Readers accept numbers too,
 * so the app can talk to an existing server of the same API, and turn them into strings.
 */
export const decimalString = z.pipe(
  z.union([z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.number()]),
  z.transform((v: string | number) => (typeof v === 'number' ? String(v) : v)),
);
export type DecimalString = string;

/** A non-negative decimal typed by a person or sent in a query string. */
export const decimalInput = z.lazy(() =>
  z.pipe(
    z.pipe(
      z.union([z.string().check(z.trim()), z.number()]),
      z.transform((v: string | number) => String(v)),
    ),
    // At most 10 whole digits: every amount, price and lot size fits, and so does its value in
    // stored units of 10^-8 (a 64-bit integer holds 9.2 * 10^18); a longer number is refused as
    // not valid here rather than failing at the database.
    z.string().check(z.regex(/^\d{1,10}(\.\d{1,20})?$|^\.\d{1,20}$/)),
  ),
);

/** A whole number sent as text, between min and max. */
export const intIn = (min: number, max = Number.MAX_SAFE_INTEGER) => z.pipe(z.coerce.number(), z.int().check(z.gte(min), z.lte(max)));

/** An id sent in a query or form: digits only, read as a positive integer. */
export const idInput = z.lazy(() => intIn(1));

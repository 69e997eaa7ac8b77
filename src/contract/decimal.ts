import { z } from 'zod';

/**
 * Money and prices travel as decimal strings (never binary floats). Readers accept numbers too,
 * so the app can talk to an existing server of the same API, and turn them into strings.
 */
export const decimalString = z
  .union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number().finite()])
  .transform((v) => (typeof v === 'number' ? String(v) : v));
export type DecimalString = string;

/** A decimal typed by a person or a query string: optional sign, digits, one point. */
export const decimalInput = z
  .union([z.string().trim(), z.number().finite()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d+(\.\d+)?$|^\d*\.\d+$/, { message: 'decimal' }));

/** An id sent in a query or form: digits only, read as a positive integer. */
export const idInput = z.coerce.number().int().positive();

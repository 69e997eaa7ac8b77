import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A numeric code of `digits` digits, uniformly random. */
export const numericCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

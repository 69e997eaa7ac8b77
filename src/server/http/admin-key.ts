import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { privateFolder } from '../data-folder.ts';
import { join } from 'node:path';

/** Where the operator key is kept when OPERATOR_KEY is not set: created at first start, readable by the server's user only. */
export const operatorKeyFile = (dataDir: string) => join(dataDir, 'operator.key');

/**
 * The operator key: OPERATOR_KEY when set, otherwise the key file in DATA_DIR, written with a
 * fresh random key the first time. The command line reads the same file (scripts/ops.ts).
 */
export function loadOperatorKey(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.trim()) {
    if (fromEnv.trim().length < 16) throw new Error('OPERATOR_KEY must be at least 16 characters.');
    return fromEnv.trim();
  }
  const file = operatorKeyFile(dataDir);
  if (!existsSync(file)) {
    privateFolder(dataDir);
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Compares a presented key in constant time (hashes of equal length, whatever was sent). */
export function keyMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(presented).digest();
  return timingSafeEqual(a, b);
}

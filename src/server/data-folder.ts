import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

// The data folder holds what must stay private on a shared host: the database (emails, ID
// numbers, password hashes), its -wal and -shm, the outbox (reset codes), the operator key and
// uploaded identity pictures. Only the server's own user may read any of it.
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** Makes the folder (and its parents) if needed and closes it to other users, a folder made by an older version included. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER });
  chmodSync(dir, PRIVATE_FOLDER);
}

/**
 * Creates the file empty with owner-only access when it does not exist yet, and narrows an
 * existing one. SQLite creates a database's -wal and -shm with the database file's permissions,
 * so a private database file keeps its journal private too; those are narrowed here as well.
 */
export function privateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE));
  chmodSync(file, PRIVATE_FILE);
}

/**
 * True when a write failed because a row with the same unique value exists (an email taken by a
 * concurrent registration, say). Read from the driver's error code, never from its text, which
 * changes with versions and languages: better-sqlite3 says SQLITE_CONSTRAINT_UNIQUE (or
 * _PRIMARYKEY), PostgreSQL says 23505 (unique_violation).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * True when a write broke a constraint of the schema (unique, check, foreign key, not null):
 * the statement's own fault, which other statements of its transaction do not share. Any other
 * database error (locked, busy, disk full, connection lost) is the database's, and fails
 * whatever runs with it. SQLite codes start with SQLITE_CONSTRAINT, PostgreSQL's class 23.
 */
export function isConstraintViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23[0-9A-Z]{3}$/.test(code));
}

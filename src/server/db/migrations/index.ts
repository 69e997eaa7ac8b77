import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';

/** Migrations in order; a new one is a new file added here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

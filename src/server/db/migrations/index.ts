import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_accounts.ts';
import * as m0003 from './0003_wallet.ts';
import * as m0004 from './0004_instrument_terms.ts';
import * as m0005 from './0005_attempt_counters.ts';
import * as m0006 from './0006_orders.ts';
import * as m0007 from './0007_content.ts';
import * as m0008 from './0008_money.ts';
import * as m0009 from './0009_support.ts';
import * as m0010 from './0010_companies.ts';
import * as m0011 from './0011_close_trigger.ts';
import * as m0012 from './0012_trailing_stop.ts';
import * as m0013 from './0013_pending_expiry.ts';
import * as m0014 from './0014_watchlist.ts';
import * as m0018 from './0018_push.ts';
import * as m0019 from './0019_inbox.ts';
import * as m0020 from './0020_price_alerts.ts';
import * as m0021 from './0021_id_blocks.ts';
import * as m0022 from './0022_leases.ts';
import * as m0023 from './0023_socket_holds.ts';
import * as m0024 from './0024_picture_bytes.ts';

/** Migrations in order; a new one is a new file added here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_wallet': m0003,
  '0004_instrument_terms': m0004,
  '0005_attempt_counters': m0005,
  '0006_orders': m0006,
  '0007_content': m0007,
  '0008_money': m0008,
  '0009_support': m0009,
  '0010_companies': m0010,
  '0011_close_trigger': m0011,
  '0012_trailing_stop': m0012,
  '0013_pending_expiry': m0013,
  '0014_watchlist': m0014,
  '0018_push': m0018,
  '0019_inbox': m0019,
  '0020_price_alerts': m0020,
  '0021_id_blocks': m0021,
  '0022_leases': m0022,
  '0023_socket_holds': m0023,
  '0024_picture_bytes': m0024,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

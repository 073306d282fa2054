import type { Migration, MigrationProvider } from 'kysely';

import * as m0001 from './0001_users';
import * as m0002 from './0002_stripe_events';
import * as m0003 from './0003_tracking_outbox';
import * as m0004 from './0004_tracking_outbox_created_at';

/** Migrations live in code (not read from disk) so the same list runs from src under jest and from dist. */
const migrations: Record<string, Migration> = {
  '0001_users': m0001,
  '0002_stripe_events': m0002,
  '0003_tracking_outbox': m0003,
  '0004_tracking_outbox_created_at': m0004,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

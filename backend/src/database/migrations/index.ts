import type { Migration, MigrationProvider } from 'kysely';

import * as m0001 from './0001_users';
import * as m0002 from './0002_stripe_events';
import * as m0003 from './0003_tracking_outbox';
import * as m0004 from './0004_tracking_outbox_created_at';
import * as m0005 from './0005_users_billing_notice';
import * as m0006 from './0006_stripe_events_lease';
import * as m0007 from './0007_rate_limits';
import * as m0008 from './0008_password_reset_outbox';
import * as m0009 from './0009_tracking_outbox_dedupe_key';
import * as m0010 from './0010_tracking_outbox_dedupe_key_fill';
import * as m0011 from './0011_leases_and_billing_alerts';

/** Migrations live in code (not read from disk) so the same list runs from src under jest and from dist. */
const migrations: Record<string, Migration> = {
  '0001_users': m0001,
  '0002_stripe_events': m0002,
  '0003_tracking_outbox': m0003,
  '0004_tracking_outbox_created_at': m0004,
  '0005_users_billing_notice': m0005,
  '0006_stripe_events_lease': m0006,
  '0007_rate_limits': m0007,
  '0008_password_reset_outbox': m0008,
  '0009_tracking_outbox_dedupe_key': m0009,
  '0010_tracking_outbox_dedupe_key_fill': m0010,
  '0011_leases_and_billing_alerts': m0011,
};

/** Every migration's name, oldest first (Kysely runs them in name order). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

import 'reflect-metadata';

import { loadConfigOrExplain } from '../config/app-config';
import { createDatabase } from '../database/create-database';
import { BillingAlertsRepository } from './billing-alerts.repository';
import {
  BILLING_ALERTS_USAGE,
  parseBillingAlertsArgs,
  runBillingAlertsCommand,
} from './billing-alerts-command';

/** `npm run billing:alerts -w backend -- list | resolve <id>`: see BILLING_ALERTS_USAGE. */
async function main(argv: string[]): Promise<number> {
  if (parseBillingAlertsArgs(argv) === null) {
    console.error(BILLING_ALERTS_USAGE);
    return 2;
  }
  const config = loadConfigOrExplain(process.env);
  if (config === undefined) return 1;
  // Never migrates: it refuses a database the release's migrations have not reached.
  const db = await createDatabase(config.database, { migrate: false });
  try {
    return await runBillingAlertsCommand(argv, new BillingAlertsRepository(db), (line) => console.log(line));
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('billing:alerts failed:', error);
    process.exit(1);
  },
);

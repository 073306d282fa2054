import type { BillingAlertRow, BillingAlertsRepository } from './billing-alerts.repository';

export const BILLING_ALERTS_USAGE = `Usage: npm run billing:alerts -w backend -- <list [--all] | resolve <id>>
  Billing alerts are payments a person must return by hand (a duplicate paid by boleto, or a refund
  Stripe refused); each open one counts in the billing_alerts_open metric. Reads the API's environment
  (DATABASE_URL / DATA_DIR / DATABASE_SCHEMA; PGlite only with the API stopped).
  list          the open alerts, oldest first (--all: resolved ones too)
  resolve <id>  marks alert <id> handled once the money was returned: it leaves billing_alerts_open`;

export type BillingAlertsCommand = { command: 'list'; all: boolean } | { command: 'resolve'; id: number };

export function parseBillingAlertsArgs(argv: readonly string[]): BillingAlertsCommand | null {
  const [command, ...rest] = argv;
  if (command === 'list' && rest.length === 0) return { command, all: false };
  if (command === 'list' && rest.length === 1 && rest[0] === '--all') return { command, all: true };
  if (command === 'resolve' && rest.length === 1 && /^[1-9]\d{0,9}$/.test(rest[0] ?? '')) {
    return { command, id: Number(rest[0]) };
  }
  return null;
}

function formatAlert(alert: BillingAlertRow): string {
  const amount = alert.amount === null ? '?' : (alert.amount / 100).toFixed(2);
  const state = alert.resolved_at === null ? 'OPEN' : `resolved ${alert.resolved_at.toISOString()}`;
  return (
    `#${alert.id}  ${alert.created_at.toISOString()}  ${state}  ${alert.kind}  user ${alert.uid}  ` +
    `${alert.subscription_id}  ${alert.payment_intent}  ${amount} ${(alert.currency ?? '').toUpperCase()}` +
    (alert.detail ? `\n      ${alert.detail}` : '')
  );
}

/** Runs one command against the repository; prints with `print`; returns the exit code. */
export async function runBillingAlertsCommand(
  argv: readonly string[],
  alerts: BillingAlertsRepository,
  print: (line: string) => void,
): Promise<number> {
  const parsed = parseBillingAlertsArgs(argv);
  if (parsed === null) {
    print(BILLING_ALERTS_USAGE);
    return 2;
  }
  if (parsed.command === 'list') {
    const rows = await alerts.list({ all: parsed.all });
    if (rows.length === 0) print(parsed.all ? 'No billing alerts.' : 'No open billing alerts.');
    for (const row of rows) print(formatAlert(row));
    return 0;
  }
  const outcome = await alerts.resolve(parsed.id);
  if (outcome === 'not-found') {
    print(`No billing alert #${parsed.id}.`);
    return 1;
  }
  print(
    outcome === 'resolved'
      ? `Billing alert #${parsed.id} resolved.`
      : `Billing alert #${parsed.id} was already resolved.`,
  );
  return 0;
}

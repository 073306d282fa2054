import type { OutboxCounts, OutboxEntry } from './outbox.repository';

export interface OutboxReportInput {
  database: string;
  /** Where events go, e.g. 'pixel 123 via https://graph.facebook.com/v21.0', or null when off. */
  delivery: string | null;
  counts: OutboxCounts;
  latest: OutboxEntry[];
}

/** The CLI's text: where the outbox is, whether delivery is on, counts, then the latest events. */
export function formatOutboxReport({ database, delivery, counts, latest }: OutboxReportInput): string {
  const lines = [
    `Tracking outbox in ${database}`,
    delivery === null
      ? 'Delivery to Meta: off (META_PIXEL_ID / META_ACCESS_TOKEN not set): events stay here, sent nowhere'
      : `Delivery to Meta: on, ${delivery}`,
    `pending ${counts.pending} · delivered ${counts.delivered} · failed ${counts.failed}`,
  ];
  if (latest.length === 0) return [...lines, 'No events yet.'].join('\n');
  lines.push('', `Latest ${latest.length} event(s), newest first (contact fields are SHA-256 hashes):`);
  for (const entry of latest) {
    const when =
      entry.status === 'delivered'
        ? `delivered ${entry.deliveredAt?.toISOString() ?? ''}`
        : entry.status === 'pending'
          ? `next attempt ${entry.nextAttemptAt.toISOString()}`
          : 'given up';
    lines.push(
      `#${entry.id} ${entry.createdAt.toISOString()} ${entry.payload.event_name} event_id=${entry.eventId}`,
      `  ${entry.status}, ${entry.attempts} attempt(s), ${when}`,
      `  user_data ${JSON.stringify(entry.payload.user_data)}`,
      `  custom_data ${JSON.stringify(entry.payload.custom_data)}`,
    );
    if (entry.payload.event_source_url !== undefined)
      lines.push(`  event_source_url ${entry.payload.event_source_url}`);
    if (entry.lastError !== null) lines.push(`  last_error ${entry.lastError}`);
  }
  return lines.join('\n');
}

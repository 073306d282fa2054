import type { TrackingEventName } from '../../../platform/contract';
import type { EventCustomData } from './capi-event';

/**
 * Every business event goes to the pixel as a custom event under its SPEC §3 name. The server copy
 * (POST /meta-capi → Conversions API) carries the same name, and Meta only pairs a browser event
 * with its server copy (by event_id) when the names are equal, so no event is renamed on either side.
 */
export function metaPixelEvent(event: TrackingEventName): { method: 'trackCustom'; name: TrackingEventName } {
  return { method: 'trackCustom', name: event };
}

/** Pixel parameters: Meta's value/currency/content_name plus every custom field (plan, UTMs…). */
export function metaPixelParams(custom: EventCustomData): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(custom)) {
    if (value !== undefined) params[key] = value;
  }
  if (custom.subscription_plan) params.content_name = custom.subscription_plan;
  return params;
}

/** Google Ads conversion parameters; transaction_id = event_id keeps a conversion from counting twice. */
export function adsConversionParams(
  sendTo: string,
  eventId: string,
  custom: EventCustomData,
): Record<string, string | number> {
  return { ...metaPixelParams(custom), send_to: sendTo, transaction_id: eventId };
}

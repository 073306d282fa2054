import type { TrackingEventName } from '../../../platform/contract';
import type { EventCustomData } from './capi-event';

/**
 * How each business event is sent to the Meta pixel. SPEC §3 names three custom events
 * (pv_cadastro_confirmado, pagamento_confirmado, PVNewSubs); the others map to Meta standard events
 * so that ads can optimise on them. The server copy (/meta-capi) must use the same Meta event
 * names for Meta to deduplicate the pair by event_id.
 */
export const META_PIXEL_EVENTS: Record<TrackingEventName, { method: 'track' | 'trackCustom'; name: string }> =
  {
    cadastro: { method: 'track', name: 'CompleteRegistration' },
    checkout_iniciado: { method: 'track', name: 'InitiateCheckout' },
    checkout_finalizado: { method: 'track', name: 'AddPaymentInfo' },
    pv_cadastro_confirmado: { method: 'trackCustom', name: 'pv_cadastro_confirmado' },
    pagamento_confirmado: { method: 'trackCustom', name: 'pagamento_confirmado' },
    PVNewSubs: { method: 'trackCustom', name: 'PVNewSubs' },
  };

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

/** SPEC §3 'Tracking events': the server events and the browser pixel's custom events. */
export const TRACKING_EVENT_NAMES = [
  'checkout_iniciado',
  'checkout_finalizado',
  'cadastro',
  'pagamento_confirmado',
  'PVNewSubs',
  'pv_cadastro_confirmado',
] as const;

export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

/** Events that report a payment: their money fields must come from a paid session (SPEC §5). */
export const PURCHASE_EVENT_NAMES: ReadonlySet<TrackingEventName> = new Set([
  'pagamento_confirmado',
  'PVNewSubs',
]);

/** Meta refuses events older than 7 days; a clock a little ahead is tolerated, an hour is not. */
export const MAX_EVENT_AGE_SECONDS = 7 * 24 * 3600;
export const MAX_EVENT_FUTURE_SECONDS = 3600;

/** POST /meta-capi bodies are a few hundred bytes; anything near this is not a tracking event. */
export const META_CAPI_BODY_LIMIT_BYTES = 16 * 1024;

/** The Conversions API server event as stored in the outbox and sent to Meta (user_data hashed). */
export interface ServerEvent {
  event_name: TrackingEventName;
  event_time: number;
  event_id: string;
  action_source: 'website';
  event_source_url?: string;
  user_data: {
    em?: string;
    fn?: string;
    ph?: string;
    external_id?: string;
    client_ip_address?: string;
    client_user_agent?: string;
  };
  custom_data: Record<string, string | number>;
}

/** The consent banner's answers (the browser sends its own with each event). */
export const TRACKING_CONSENT = ['granted', 'denied'] as const;
export type TrackingConsent = (typeof TRACKING_CONSENT)[number];

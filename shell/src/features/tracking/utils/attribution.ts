import type { StorageKey, TypedStorage } from '../../../platform/contract';

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly StorageKey[];

/** Stored values every event carries: the UTM set plus the promo page's campaign and ref. */
export const ATTRIBUTION_KEYS = [
  ...UTM_KEYS,
  'campaign_id',
  'referral',
] as const satisfies readonly StorageKey[];

export type Attribution = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>>;

/** Longest value kept; a tracking parameter is never legitimately longer. */
const MAX_VALUE_LENGTH = 200;

/**
 * Saves the utm_* parameters of a landing URL's query. Parameters the URL does not have keep their
 * stored value (a later page without UTMs must not erase the campaign that brought the visitor).
 */
export function captureUtm(search: string, storage: TypedStorage): void {
  const params = new URLSearchParams(search);
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim().slice(0, MAX_VALUE_LENGTH);
    if (value) storage.set(key, value);
  }
}

export function readAttribution(storage: TypedStorage): Attribution {
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = storage.get(key);
    // Stored by other code too: accept only strings (numbers from old pages become strings).
    if (typeof value === 'string' && value !== '') attribution[key] = value;
    else if (typeof value === 'number') attribution[key] = String(value);
  }
  return attribution;
}

import type { StorageKey, StorageSchema, TypedStorage } from '../platform/contract';

type ValueKind = 'string' | 'number' | 'json';
type KindOf<T> = T extends string ? 'string' : T extends number ? 'number' : 'json';

/**
 * Every browser storage key of SPEC §3 and how its value is written, in one place. Strings are
 * stored as they are (other scripts on the origin read them as plain strings), numbers as their
 * digits, and only objects (selectedPlan) as JSON. The type below follows StorageSchema, so a key
 * added to the contract, or a changed value type, fails to compile until it is listed here.
 */
export const STORAGE_VALUE_KINDS = {
  selectedPlan: 'json',
  upsellEndTime: 'number',
  loginRedirectUrl: 'string',
  checkoutClientSecret: 'string',
  uid: 'string',
  userEmail: 'string',
  userName: 'string',
  userPhone: 'string',
  userWhatsapp: 'string',
  registrationDate: 'string',
  campaign_id: 'string',
  referral: 'string',
  utm_source: 'string',
  utm_medium: 'string',
  utm_campaign: 'string',
  utm_term: 'string',
  utm_content: 'string',
} as const satisfies { [K in StorageKey]: KindOf<StorageSchema[K]> };

export const STORAGE_KEYS = Object.keys(STORAGE_VALUE_KINDS) as StorageKey[];

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The value a raw stored string stands for, or undefined when it is unreadable. Accepts the format
 * written before plain strings (JSON everywhere: `"\"/upsell\""`, a selectedPlan JSON-encoded twice),
 * so nothing a visitor stored earlier is lost.
 */
function decode(kind: ValueKind, raw: string): unknown {
  if (kind === 'json') {
    let value = parseJson(raw);
    if (typeof value === 'string') value = parseJson(value);
    return value !== null && typeof value === 'object' ? value : undefined;
  }
  const quoted = raw.startsWith('"') ? parseJson(raw) : undefined;
  const text = typeof quoted === 'string' ? quoted : raw;
  if (kind === 'string') return text;
  const number = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(number) ? number : undefined;
}

function encode(kind: ValueKind, value: unknown): string {
  return kind === 'json' ? JSON.stringify(value) : String(value);
}

/** The string `set(key, value)` stores (the early-input capture script writes it as it is). */
export function encodeStoredValue<K extends StorageKey>(key: K, value: StorageSchema[K]): string {
  return encode(STORAGE_VALUE_KINDS[key], value);
}

/** Web Storage by SPEC §3's rules; reading never throws (missing, corrupt or blocked storage → null). */
export function createTypedStorage(getBackend: () => Storage = () => window.localStorage): TypedStorage {
  return {
    get<K extends StorageKey>(key: K): StorageSchema[K] | null {
      try {
        const raw = getBackend().getItem(key);
        if (raw === null) return null;
        return (decode(STORAGE_VALUE_KINDS[key], raw) ?? null) as StorageSchema[K] | null;
      } catch {
        return null;
      }
    },
    set<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
      try {
        getBackend().setItem(key, encodeStoredValue(key, value));
      } catch (error) {
        // Quota exceeded or storage disabled (private mode): the page keeps working without it.
        console.warn(`[storage] could not save "${key}"`, error);
      }
    },
    remove(key: StorageKey): void {
      try {
        getBackend().removeItem(key);
      } catch (error) {
        console.warn(`[storage] could not remove "${key}"`, error);
      }
    },
  };
}

/**
 * Run once at shell start: rewrites every SPEC §3 value stored in an older format (a JSON-quoted
 * string, a twice-encoded selectedPlan) in today's format. Unreadable values are left untouched
 * (reading them gives null, as before). Returns the keys it rewrote.
 */
export function migrateStoredValues(getBackend: () => Storage = () => window.localStorage): StorageKey[] {
  const rewritten: StorageKey[] = [];
  try {
    const backend = getBackend();
    for (const key of STORAGE_KEYS) {
      const raw = backend.getItem(key);
      if (raw === null) continue;
      const kind = STORAGE_VALUE_KINDS[key];
      const value = decode(kind, raw);
      if (value === undefined) continue;
      const current = encode(kind, value);
      if (current === raw) continue;
      backend.setItem(key, current);
      rewritten.push(key);
    }
  } catch (error) {
    console.warn('[storage] could not migrate stored values', error);
  }
  return rewritten;
}

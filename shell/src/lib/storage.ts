import type { StorageKey, StorageSchema, TypedStorage } from '../platform/contract';

/** Every browser storage key of SPEC §3, in one place. */
export const STORAGE_KEYS = [
  'selectedPlan',
  'upsellEndTime',
  'loginRedirectUrl',
  'checkoutClientSecret',
  'uid',
  'userEmail',
  'userName',
  'userPhone',
  'userWhatsapp',
  'registrationDate',
  'campaign_id',
  'referral',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly StorageKey[];

// Fails to compile when the contract gains a key that is missing above.
type MissingKeys = Exclude<StorageKey, (typeof STORAGE_KEYS)[number]>;
const everyKeyListed: [MissingKeys] extends [never] ? true : MissingKeys = true;
void everyKeyListed;

/** JSON values in Web Storage; reading never throws (missing, corrupt or blocked storage → null). */
export function createTypedStorage(getBackend: () => Storage = () => window.localStorage): TypedStorage {
  return {
    get<K extends StorageKey>(key: K): StorageSchema[K] | null {
      try {
        const raw = getBackend().getItem(key);
        if (raw === null) return null;
        return JSON.parse(raw) as StorageSchema[K];
      } catch {
        return null;
      }
    },
    set<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
      try {
        getBackend().setItem(key, JSON.stringify(value));
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

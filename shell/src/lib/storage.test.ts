import type { SelectedPlan } from '../platform/contract';
import { createTypedStorage, migrateStoredValues, STORAGE_KEYS, STORAGE_VALUE_KINDS } from './storage';

const plan: SelectedPlan = {
  name: 'Profissional',
  price: 'R$ 33,30',
  period: '/mês',
  priceRaw: '33.30',
  interval: 'biannual',
  couponCode: 'BUSQYNOVO10',
};

beforeEach(() => window.localStorage.clear());

describe('typed storage', () => {
  const storage = createTypedStorage();

  test('stores strings plain, numbers as digits and selectedPlan as JSON, and reads them back typed', () => {
    storage.set('selectedPlan', plan);
    storage.set('upsellEndTime', 1_750_000_000_000);
    storage.set('userName', 'Ana');
    storage.set('registrationDate', '2026-11-23T07:00:12.919Z');
    storage.set('loginRedirectUrl', '/upsell');
    expect(window.localStorage.getItem('selectedPlan')).toBe(JSON.stringify(plan));
    expect(window.localStorage.getItem('upsellEndTime')).toBe('1750000000000');
    expect(window.localStorage.getItem('userName')).toBe('Ana');
    expect(window.localStorage.getItem('registrationDate')).toBe('2026-11-23T07:00:12.919Z');
    expect(window.localStorage.getItem('loginRedirectUrl')).toBe('/upsell');
    expect(storage.get('registrationDate')).toBe('2026-11-23T07:00:12.919Z');
    expect(storage.get('selectedPlan')).toEqual(plan);
    expect(storage.get('upsellEndTime')).toBe(1_750_000_000_000);
    expect(storage.get('userName')).toBe('Ana');
  });

  test('returns null for a missing key and removes keys', () => {
    expect(storage.get('loginRedirectUrl')).toBeNull();
    storage.set('loginRedirectUrl', '/upsell');
    storage.remove('loginRedirectUrl');
    expect(storage.get('loginRedirectUrl')).toBeNull();
  });

  test('returns null for a corrupt selectedPlan or a non-numeric upsellEndTime instead of throwing', () => {
    window.localStorage.setItem('selectedPlan', '{"name": "Elite"');
    window.localStorage.setItem('upsellEndTime', 'amanhã');
    expect(storage.get('selectedPlan')).toBeNull();
    expect(storage.get('upsellEndTime')).toBeNull();
  });

  test('reads values written in the old JSON-everywhere format', () => {
    window.localStorage.setItem('referral', JSON.stringify('parceiro-x'));
    window.localStorage.setItem('upsellEndTime', JSON.stringify(1_750_000_000_000));
    window.localStorage.setItem('selectedPlan', JSON.stringify(JSON.stringify(plan)));
    expect(storage.get('referral')).toBe('parceiro-x');
    expect(storage.get('upsellEndTime')).toBe(1_750_000_000_000);
    expect(storage.get('selectedPlan')).toEqual(plan);
  });

  test('never throws when the browser blocks storage', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocked = createTypedStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(blocked.get('uid')).toBeNull();
    expect(() => blocked.set('uid', 'u1')).not.toThrow();
    expect(() => blocked.remove('uid')).not.toThrow();
    warn.mockRestore();
  });

  test('a plain string that merely looks like JSON stays a string', () => {
    storage.set('userPhone', '11987654321');
    storage.set('utm_content', '{banner}');
    expect(storage.get('userPhone')).toBe('11987654321');
    expect(storage.get('utm_content')).toBe('{banner}');
  });

  test('lists every SPEC §3 key once', () => {
    expect(new Set(STORAGE_KEYS).size).toBe(STORAGE_KEYS.length);
    expect(STORAGE_KEYS).toHaveLength(17);
    expect(STORAGE_KEYS).toEqual(expect.arrayContaining(['selectedPlan', 'upsellEndTime', 'utm_content']));
    expect(STORAGE_KEYS.filter((key) => STORAGE_VALUE_KINDS[key] === 'json')).toEqual(['selectedPlan']);
  });
});

describe('migration of values stored before plain strings', () => {
  test('unquotes old JSON strings and rewrites a twice-encoded plan, once', () => {
    const local = window.localStorage;
    local.setItem('registrationDate', '"2026-11-23T07:00:12.919Z"');
    local.setItem('loginRedirectUrl', '"/upsell"');
    local.setItem('referral', '"parceiro-x"');
    local.setItem('campaign_id', 'ja-plano');
    local.setItem('upsellEndTime', '1750000000000');
    local.setItem('selectedPlan', JSON.stringify(JSON.stringify(plan)));

    expect(migrateStoredValues().sort()).toEqual(
      ['loginRedirectUrl', 'referral', 'registrationDate', 'selectedPlan'].sort(),
    );
    expect(local.getItem('registrationDate')).toBe('2026-11-23T07:00:12.919Z');
    expect(local.getItem('loginRedirectUrl')).toBe('/upsell');
    expect(local.getItem('referral')).toBe('parceiro-x');
    expect(local.getItem('campaign_id')).toBe('ja-plano');
    expect(local.getItem('upsellEndTime')).toBe('1750000000000');
    expect(JSON.parse(local.getItem('selectedPlan') ?? 'null')).toEqual(plan);
    // Already in today's format: a second start rewrites nothing.
    expect(migrateStoredValues()).toEqual([]);
  });

  test('leaves unreadable values and other keys alone, and never throws', () => {
    window.localStorage.setItem('selectedPlan', '{"name": "Elite"');
    window.localStorage.setItem('busqy.trackingConsent', 'granted');
    expect(migrateStoredValues()).toEqual([]);
    expect(window.localStorage.getItem('selectedPlan')).toBe('{"name": "Elite"');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      migrateStoredValues(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toEqual([]);
    warn.mockRestore();
  });
});

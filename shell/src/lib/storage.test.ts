import type { SelectedPlan } from '../platform/contract';
import { createTypedStorage, STORAGE_KEYS } from './storage';

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

  test('stores JSON values and reads them back with their type', () => {
    storage.set('selectedPlan', plan);
    storage.set('upsellEndTime', 1_750_000_000_000);
    storage.set('userName', 'Ana');
    expect(window.localStorage.getItem('selectedPlan')).toBe(JSON.stringify(plan));
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

  test('returns null for corrupt JSON instead of throwing', () => {
    window.localStorage.setItem('selectedPlan', '{"name": "Elite"');
    window.localStorage.setItem('userName', 'Ana');
    expect(storage.get('selectedPlan')).toBeNull();
    expect(storage.get('userName')).toBeNull();
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

  test('lists every SPEC §3 key once', () => {
    expect(new Set(STORAGE_KEYS).size).toBe(STORAGE_KEYS.length);
    expect(STORAGE_KEYS).toHaveLength(17);
    expect(STORAGE_KEYS).toEqual(expect.arrayContaining(['selectedPlan', 'upsellEndTime', 'utm_content']));
  });
});

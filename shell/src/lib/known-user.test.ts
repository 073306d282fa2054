import { mayBeSignedIn, mayBeSignedInHere } from './known-user';
import { createTypedStorage } from './storage';

/** A Web Storage holding `entries`. */
function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('the signed-in hint read raw at the entry (mayBeSignedInHere)', () => {
  test.each([
    ['a stored uid', { uid: 'u1' }, true],
    ['an empty uid', { uid: '' }, false],
    ['no uid', {}, false],
  ])('agrees with the app’s reading for %s', (_label, entries, expected) => {
    const backend = storageWith(entries);
    expect(mayBeSignedInHere(() => backend)).toBe(expected);
    expect(mayBeSignedIn(createTypedStorage(() => backend))).toBe(expected);
  });

  test('is false when storage is blocked (private mode, a sandboxed frame)', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(mayBeSignedInHere(blocked)).toBe(false);
  });
});

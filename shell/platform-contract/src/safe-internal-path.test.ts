import { safeInternalPath } from './safe-internal-path';

describe('safeInternalPath', () => {
  test.each(['/', '/upsell', '/planos-promo?promo=novo', '/area-usuario#perfil', '/a/b?x=1&y=%2F'])(
    'accepts the same-site path %j',
    (path) => {
      expect(safeInternalPath(path)).toBe(path);
    },
  );

  test.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/upsell'],
    ['backslash', '/\\evil.com'],
    ['backslash later', '/x\\y'],
    ['tab trick', '/\t/evil.com'],
    ['newline', '/\n/evil.com'],
    ['absolute URL', 'https://evil.com/upsell'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative path', 'upsell'],
    ['empty', ''],
    ['leading space', ' /upsell'],
  ])('rejects %s', (_label, path) => {
    expect(safeInternalPath(path)).toBeNull();
  });

  test('rejects null and undefined', () => {
    expect(safeInternalPath(null)).toBeNull();
    expect(safeInternalPath(undefined)).toBeNull();
  });
});

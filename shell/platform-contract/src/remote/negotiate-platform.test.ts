import type { Platform } from '../index';
import { createFakePlatform } from '../testing/fake-platform';
import { MEMBERS_ADDED_IN, platformAsVersion } from '../versions';
import { OPTIONAL_MEMBER_FALLBACKS, negotiatePlatform } from './negotiate-platform';

const quiet = () => ({ warn: jest.fn() });

describe('negotiatePlatform (the remote checks the platform it received)', () => {
  test('every optional member of versions.json has a documented fallback', () => {
    const members = Object.values(MEMBERS_ADDED_IN).flat();
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) expect(OPTIONAL_MEMBER_FALLBACKS).toHaveProperty([member]);
  });

  test('a shell of today: the same object, nothing logged', () => {
    const platform = createFakePlatform();
    const log = quiet();
    expect(negotiatePlatform(platform, log)).toBe(platform);
    expect(log.warn).not.toHaveBeenCalled();
  });

  test('a 3.0.0 shell: navigation.back falls back to go(fallbackPath) instead of throwing', () => {
    const today = createFakePlatform();
    const old = platformAsVersion(today, '3.0.0');
    expect(old.navigation.back).toBeUndefined();
    const log = quiet();
    const negotiated = negotiatePlatform(old, log);
    negotiated.navigation.back('/planos');
    expect(today.navigation.calls).toContainEqual({ type: 'go', path: '/planos', replace: false });
    expect(negotiated.auth.signIn).toBe(today.auth.signIn);
    expect(log.warn).not.toHaveBeenCalled(); // 3.0.0 is expected to lack it
  });

  test("a 3.5.0 shell: auth.prepare falls back to loading nothing early; the actions are the shell's", () => {
    const today = createFakePlatform();
    const prepare = jest.spyOn(today.auth, 'prepare');
    const log = quiet();
    const old = platformAsVersion(today, '3.5.0');
    expect(old.auth.prepare).toBeUndefined();
    const negotiated = negotiatePlatform(old, log);
    expect(() => negotiated.auth.prepare()).not.toThrow();
    expect(prepare).not.toHaveBeenCalled();
    expect(negotiated.auth.signIn).toBe(today.auth.signIn);
    expect(negotiated.auth.getState()).toBe(today.auth.getState());
    expect(log.warn).not.toHaveBeenCalled();
    // The other members stay the shell's, read when used: a spy set after negotiating is seen.
    const signIn = jest.spyOn(old.auth, 'signIn');
    void negotiated.auth.signIn('ana@example.com', 'segredo123');
    expect(signIn).toHaveBeenCalledWith('ana@example.com', 'segredo123');
    // On a shell of today the remote calls the shell's own.
    negotiatePlatform(today, log).auth.prepare();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  test('a 3.3.0 shell: earlyInput.navigate falls back to the plain marker; a 3.0.0 shell keeps no earlyInput', () => {
    const today = createFakePlatform();
    const log = quiet();
    const negotiated = negotiatePlatform(platformAsVersion(today, '3.3.0'), log);
    expect(negotiated.earlyInput?.navigate?.({ to: '/cadastro' })).toBe(today.earlyInput?.marker);
    expect(negotiated.earlyInput?.replay).toBe(today.earlyInput?.replay);
    expect(negotiatePlatform(platformAsVersion(today, '3.0.0'), log).earlyInput).toBeUndefined();
    expect(log.warn).not.toHaveBeenCalled();
  });

  test('a shell that reports 3.2.0 but lacks a member, or another major, is logged, never thrown', () => {
    const today = createFakePlatform();
    const lying = { ...today, navigation: { ...today.navigation, back: undefined } } as Platform;
    const log = quiet();
    negotiatePlatform(lying, log).navigation.back('/');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('lacks navigation.back'));

    const other = quiet();
    const major = negotiatePlatform({ ...lying, version: '2.1.0' } as Platform, other);
    expect(typeof major.navigation.back).toBe('function');
    expect(other.warn).toHaveBeenCalledWith(expect.stringContaining('reports contract 2.1.0'));
  });
});

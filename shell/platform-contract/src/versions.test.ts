import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_CONTRACT_VERSION } from './index';
import { createFakePlatform } from './testing/fake-platform';
import { MEMBERS_ADDED_IN, PREVIOUS_MAJOR, SUPPORTED_CONTRACT_VERSIONS, platformAsVersion } from './versions';

describe('contract versions', () => {
  it('today is the newest supported version and the package version, and the CHANGELOG has it', () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
    const changelog = readFileSync(path.join(__dirname, '..', 'CHANGELOG.md'), 'utf8');
    expect(SUPPORTED_CONTRACT_VERSIONS.at(-1)).toBe(PLATFORM_CONTRACT_VERSION);
    expect(pkg.version).toBe(PLATFORM_CONTRACT_VERSION);
    for (const version of SUPPORTED_CONTRACT_VERSIONS) expect(changelog).toContain(`## ${version}`);
  });

  // The mechanism that lets a shell act as an older minor, checked with a table of its own (members
  // under components too).
  const table = {
    supported: ['3.0.0', '3.1.0'],
    addedIn: { '3.0.0': [], '3.1.0': ['social', 'components.Logo'] },
  };

  it('an older minor lacks exactly the members the newer one added; today keeps them all', () => {
    const today = createFakePlatform();
    const old = platformAsVersion(today, '3.0.0', table);
    expect(old.version).toBe('3.0.0');
    expect(old).not.toHaveProperty('social');
    expect(old.components).not.toHaveProperty('Logo');
    expect(old.components.SocialIcon).toBe(today.components.SocialIcon);
    expect(old.auth).toBe(today.auth);
    expect(today.social.length).toBeGreaterThan(0);
    expect(platformAsVersion(today, '3.1.0', table).components.Logo).toBe(today.components.Logo);
  });

  it('supports 3.0.0 to 3.6.0 today; 3.1.0 added earlyInput, 3.2.0 navigation.back, 3.3.0 no member, 3.4.0 earlyInput.navigate and copy, 3.5.0 no member, 3.6.0 auth.prepare', () => {
    expect(SUPPORTED_CONTRACT_VERSIONS).toEqual([
      '3.0.0',
      '3.1.0',
      '3.2.0',
      '3.3.0',
      '3.4.0',
      '3.5.0',
      '3.6.0',
    ]);
    expect(MEMBERS_ADDED_IN['3.4.0']).toEqual(['earlyInput.navigate', 'earlyInput.copy']);
    expect(MEMBERS_ADDED_IN['3.5.0']).toEqual([]);
    expect(MEMBERS_ADDED_IN['3.6.0']).toEqual(['auth.prepare']);
    expect(MEMBERS_ADDED_IN['3.0.0']).toEqual([]);
    expect(MEMBERS_ADDED_IN['3.1.0']).toEqual(['earlyInput']);
    expect(MEMBERS_ADDED_IN['3.2.0']).toEqual(['navigation.back']);
    expect(MEMBERS_ADDED_IN['3.3.0']).toEqual([]);
  });

  it('the real table: a 3.0.0 platform lacks earlyInput, a 3.1.0 one navigation.back; the rest stays', () => {
    const today = createFakePlatform();
    expect(today.earlyInput?.marker).toEqual({ 'data-early-input': 'page' });
    expect(today.navigation.back).toEqual(expect.any(Function));
    const old = platformAsVersion(today, '3.0.0');
    expect(old).not.toHaveProperty('earlyInput');
    expect(old.navigation).not.toHaveProperty('back');
    expect(old.navigation.go).toBe(today.navigation.go);
    const previousMinor = platformAsVersion(today, '3.1.0');
    expect(previousMinor.earlyInput?.marker).toBe(today.earlyInput?.marker);
    expect(previousMinor.earlyInput).not.toHaveProperty('navigate');
    expect(previousMinor.navigation).not.toHaveProperty('back');
    expect(platformAsVersion(today, '3.3.0').earlyInput).not.toHaveProperty('navigate');
    expect(today.earlyInput?.navigate).toEqual(expect.any(Function));
    expect(today.auth.prepare).toEqual(expect.any(Function));
    const beforePrepare = platformAsVersion(today, '3.5.0');
    expect(beforePrepare.auth).not.toHaveProperty('prepare');
    expect(beforePrepare.auth.signIn).toBe(today.auth.signIn);
    expect(beforePrepare.earlyInput?.navigate).toBe(today.earlyInput?.navigate);
    expect(createFakePlatform({ contractVersion: '3.0.0' })).not.toHaveProperty('earlyInput');
    // The shell's own platform is frozen, services included: an older version is still made of it.
    const frozen = Object.freeze({
      ...today,
      navigation: Object.freeze({ ...today.navigation }),
      earlyInput: Object.freeze({ ...today.earlyInput! }),
    });
    expect(platformAsVersion(frozen, '3.1.0').navigation).not.toHaveProperty('back');
    expect(platformAsVersion(frozen, '3.3.0').earlyInput).not.toHaveProperty('navigate');
    expect(Object.isFrozen(platformAsVersion(frozen, '3.3.0').earlyInput)).toBe(true);
  });

  it('the previous major and its window are the ones the README states', () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    expect(PREVIOUS_MAJOR.version).toMatch(/^2\./);
    expect(readme).toContain(`${PREVIOUS_MAJOR.version} until ${PREVIOUS_MAJOR.until}`);
  });

  it('keeps a frozen platform frozen', () => {
    const frozen = Object.freeze({ ...createFakePlatform() });
    expect(Object.isFrozen(platformAsVersion(frozen, '3.0.0', table))).toBe(true);
  });
});

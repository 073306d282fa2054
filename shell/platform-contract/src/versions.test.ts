import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_CONTRACT_VERSION } from './index';
import { createFakePlatform } from './testing/fake-platform';
import { MEMBERS_ADDED_IN, SUPPORTED_CONTRACT_VERSIONS, platformAsVersion } from './versions';

describe('contract versions', () => {
  it('today is the newest supported version and the package version, and the CHANGELOG has it', () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
    const changelog = readFileSync(path.join(__dirname, '..', 'CHANGELOG.md'), 'utf8');
    expect(SUPPORTED_CONTRACT_VERSIONS.at(-1)).toBe(PLATFORM_CONTRACT_VERSION);
    expect(pkg.version).toBe(PLATFORM_CONTRACT_VERSION);
    for (const version of SUPPORTED_CONTRACT_VERSIONS) expect(changelog).toContain(`## ${version}`);
  });

  it('a 2.0.0 platform lacks exactly the members 2.1.0 added; today keeps them all', () => {
    const today = createFakePlatform({ contractVersion: '2.1.0' });
    const old = platformAsVersion(today, '2.0.0');
    expect(MEMBERS_ADDED_IN['2.1.0']).toEqual(['social', 'components.Logo', 'components.SocialIcon']);
    expect(old.version).toBe('2.0.0');
    expect(old).not.toHaveProperty('social');
    expect(old.components).not.toHaveProperty('Logo');
    expect(old.components).not.toHaveProperty('SocialIcon');
    expect(old.components.Spinner).toBe(today.components.Spinner);
    expect(old.auth).toBe(today.auth);
    expect(today.social?.length).toBeGreaterThan(0);
    expect(today.components.Logo).toBeDefined();
  });

  it('keeps a frozen platform frozen', () => {
    const frozen = Object.freeze({ ...createFakePlatform({ contractVersion: '2.1.0' }) });
    expect(Object.isFrozen(platformAsVersion(frozen, '2.0.0'))).toBe(true);
  });
});

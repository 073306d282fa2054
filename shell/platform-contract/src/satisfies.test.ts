import { parseVersion, satisfies } from './satisfies';

describe('satisfies (contract ranges)', () => {
  it.each([
    ['2.1.0', '^2.0.0', true],
    ['2.0.0', '^2.0.0', true],
    ['3.0.0', '^2.0.0', false],
    ['1.9.9', '^2.0.0', false],
    ['2.0.0', '^2.1.0', false],
    ['0.2.5', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['2.1.4', '~2.1.0', true],
    ['2.2.0', '~2.1.0', false],
    ['2.1.0', '2.1.0', true],
    ['2.1.1', '2.1.0', false],
    ['2.5.0', '>=2.0.0 <3.0.0', true],
    ['3.0.0', '>=2.0.0 <3.0.0', false],
    ['2.0.0', '> 2.0.0', false],
    ['2.0.1', '>2.0.0', true],
    ['2.0.0', '<=2.0.0', true],
    ['2.7.3', '2.x', true],
    ['2.7.3', '2', true],
    ['3.0.0', '2.x', false],
    ['2.1.9', '2.1.x', true],
    ['9.9.9', '*', true],
    ['3.1.0', '^2.0.0 || ^3.0.0', true],
    ['4.0.0', '^2.0.0 || ^3.0.0', false],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('never satisfies an unreadable version or range', () => {
    expect(satisfies('2', '^2.0.0')).toBe(false);
    expect(satisfies('2.0.0-beta.1', '^2.0.0')).toBe(false);
    expect(satisfies('2.0.0', '^two')).toBe(false);
    expect(satisfies('2.0.0', '>=2.0.0 banana')).toBe(false);
  });

  it('reads full versions only', () => {
    expect(parseVersion('2.1.0')).toEqual([2, 1, 0]);
    expect(parseVersion('v2.1.0')).toEqual([2, 1, 0]);
    expect(parseVersion('2.1')).toBeNull();
  });
});

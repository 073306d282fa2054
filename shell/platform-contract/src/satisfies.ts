/**
 * A small semver range check for the contract version, so the shell can test a remote's declared
 * range without shipping the `semver` package to the browser. Understands what a remote should
 * declare: exact versions ('2.1.0'), caret ('^2.0.0'), tilde ('~2.1.0'), comparators
 * ('>=2.0.0 <3.0.0', '>', '<=', '='), x-ranges ('2', '2.x', '2.1.x', '*') and alternatives ('^2.0.0 || ^3.0.0').
 * Pre-release tags are not used by the contract and are rejected as invalid.
 */
type Triple = [number, number, number];

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const PARTIAL = /^(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/;

/** A full 'major.minor.patch' version, or null. */
export function parseVersion(version: string): Triple | null {
  const match = VERSION.exec(version.trim().replace(/^v/, ''));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** [lowest allowed, first excluded] for a partial version such as '2', '2.1' or '2.x'. */
type Bounds = { min: Triple; below: Triple | null };

function partialBounds(text: string): { parts: number[]; bounds: Bounds } | null {
  const match = PARTIAL.exec(text);
  if (!match) return null;
  const parts: number[] = [];
  for (const part of match.slice(1)) {
    if (part === undefined || /[xX*]/.test(part)) break;
    parts.push(Number(part));
  }
  const min: Triple = [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
  let below: Triple | null = null;
  if (parts.length === 1) below = [min[0] + 1, 0, 0];
  if (parts.length === 2) below = [min[0], min[1] + 1, 0];
  if (parts.length === 3) below = [min[0], min[1], min[2] + 1];
  return { parts, bounds: { min, below } };
}

/** One comparator ('^2.0.0', '>=2.1.0', '2.x', …) as a test, or null when it cannot be read. */
function comparator(token: string): ((v: Triple) => boolean) | null {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(token);
  if (!match) return null;
  const [, operator = '', rest = ''] = match;
  const partial = partialBounds(rest);
  if (!partial) return null;
  const { parts, bounds } = partial;
  const { min } = bounds;
  const inBounds = (v: Triple, lo: Triple, hi: Triple | null) =>
    compare(v, lo) >= 0 && (hi === null || compare(v, hi) < 0);
  switch (operator) {
    case '^': {
      // Changes that do not modify the left-most non-zero part.
      let hi: Triple;
      if (min[0] > 0 || parts.length === 1) hi = [min[0] + 1, 0, 0];
      else if (min[1] > 0 || parts.length === 2) hi = [0, min[1] + 1, 0];
      else hi = [0, 0, min[2] + 1];
      return (v) => inBounds(v, min, hi);
    }
    case '~': {
      const hi: Triple = parts.length === 1 ? [min[0] + 1, 0, 0] : [min[0], min[1] + 1, 0];
      return (v) => inBounds(v, min, hi);
    }
    case '>=':
      return (v) => compare(v, min) >= 0;
    case '<':
      return (v) => compare(v, min) < 0;
    case '>':
      return (v) => (bounds.below ? compare(v, bounds.below) >= 0 : false);
    case '<=':
      return (v) => (bounds.below ? compare(v, bounds.below) < 0 : true);
    default:
      return (v) => inBounds(v, min, bounds.below);
  }
}

/**
 * Whether `version` (e.g. the shell's PLATFORM_CONTRACT_VERSION) is inside `range` (e.g. a remote's
 * '^2.0.0'). An unreadable version or range is never satisfied.
 */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const tokens = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    if (tokens.length === 0) return true; // '' means any version, as in npm
    const tests = tokens.map(comparator);
    return tests.every((test) => test !== null && test(parsed));
  });
}

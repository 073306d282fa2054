/** Reads one environment variable: undefined when unset or blank. */
export type ReadVariable = (name: string) => string | undefined;

/**
 * A reader of whole-number variables from 1 to `max`: an unset variable gives the fallback; a bad value
 * is added to `issues` (every issue is reported at once) and gives the fallback meanwhile.
 */
export function wholeNumberReader(read: ReadVariable, issues: string[]) {
  return (name: string, fallback: number, max: number): number => {
    const raw = read(name) ?? String(fallback);
    const value = Number(raw);
    if (Number.isInteger(value) && value >= 1 && value <= max) return value;
    issues.push(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
    return fallback;
  };
}

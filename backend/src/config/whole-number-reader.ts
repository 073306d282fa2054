/** Reads one environment variable: undefined when unset or blank. */
export type ReadVariable = (name: string) => string | undefined;

/**
 * A reader of whole-number variables from `min` (default 1) to `max`: an unset variable gives the fallback; a bad value
 * is added to `issues` (every issue is reported at once) and gives the fallback meanwhile.
 */
export function wholeNumberReader(read: ReadVariable, issues: string[]) {
  return (name: string, fallback: number, max: number, min = 1): number => {
    const raw = read(name) ?? String(fallback);
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    issues.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };
}

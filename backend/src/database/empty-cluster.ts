/**
 * The initialised, empty cluster every in-memory database starts from. For a new cluster PGlite runs
 * initdb in a second WebAssembly instance (about 2 s); its output is the same every time, so a process
 * runs it once and starts the next clusters from a copy (about 0.6 s each: the tests make hundreds).
 * Apart from create-database.ts, and light, so that a test set-up can provide the copy cheaply.
 */
let copy: Promise<Blob> | (() => Blob) | undefined;

/** The copy, if this process has one (a failed dump counts as none: the next cluster runs initdb). */
export async function emptyClusterCopy(): Promise<Blob | undefined> {
  if (typeof copy === 'function') {
    try {
      copy = Promise.resolve(copy());
    } catch {
      copy = undefined; // unreadable (the file is gone): as if none was provided
    }
  }
  return copy?.catch(() => undefined);
}

/** Keeps the dump of a cluster initdb just made (a failed dump is dropped). */
export function keepEmptyCluster(dump: Promise<Blob>): void {
  copy = dump;
  dump.catch(() => {
    if (copy === dump) copy = undefined;
  });
}

/**
 * Gives this process a copy made by another, read when first needed: the API's test run makes one
 * for all its suites, each of which is a fresh module registry (test/empty-cluster.setup.ts).
 */
export function provideEmptyCluster(read: () => Blob): void {
  copy = read;
}

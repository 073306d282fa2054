/**
 * The server a *.postgres.test.ts suite needs. jest.config.cjs leaves those suites out when
 * DATABASE_URL is unset (the PGlite pass), so reaching here without one is a configuration error.
 */
export function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('*.postgres.test.ts suites need DATABASE_URL (a real PostgreSQL server)');
  return url;
}

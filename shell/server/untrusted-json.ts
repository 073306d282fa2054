// Narrowing of JSON the server did not write (a remote's manifest, index.json, page-assets.json).

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

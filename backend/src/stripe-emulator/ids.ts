import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  // 248 is the largest multiple of 62 below 256; skipping higher bytes avoids modulo bias.
  for (const byte of bytes) if (byte < 248) out += ALPHABET[byte % 62];
  return out.length >= length ? out.slice(0, length) : out + randomToken(length - out.length);
}

/** Stripe-looking ids: `cus_…`, `sub_…`, test-mode checkout sessions as `cs_test_…`. */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomToken(length)}`;
}

import { createHash } from 'node:crypto';

/**
 * Meta's Conversions API wants contact information normalised, then SHA-256 hashed (lowercase hex).
 * Rules from Meta's "customer information parameters" page and its parameter-builder library.
 */

const SHA256_HEX = /^[a-f0-9]{64}$/i;
/** ASCII punctuation Meta's parameter builder strips from names, plus every kind of whitespace. */
const NAME_STRIP = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~\s]+/gu;
const BRAZIL_COUNTRY_CODE = '55';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A value the browser already hashed is passed on untouched (as lowercase hex). */
function alreadyHashed(value: string): string | null {
  const trimmed = value.trim();
  return SHA256_HEX.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** em: trimmed, lowercased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** fn: lowercased, no punctuation or spaces; letters outside a-z (é, ç) are kept as UTF-8. */
export function normalizeFirstName(raw: string): string {
  return raw.normalize('NFC').toLowerCase().replace(NAME_STRIP, '');
}

/**
 * ph: digits only, no leading zeros, with a country code. A number written with + or 00 in front
 * already carries its country code (+1 (650) 555-1212 → 16505551212). Otherwise the site is Brazilian
 * and its form takes DDD + number (10 or 11 digits): those get 55 in front ((11) 98765-4321 →
 * 5511987654321); a trunk 0 before the DDD is dropped first.
 */
export function normalizePhone(raw: string): string {
  const international = /^\s*(\+|00)/.test(raw);
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  if (!international && (digits.length === 10 || digits.length === 11)) {
    return `${BRAZIL_COUNTRY_CODE}${digits}`;
  }
  return digits;
}

/** external_id: trimmed, lowercased (Meta recommends hashing it too). */
export function normalizeExternalId(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Normalises then hashes; null when nothing is left to send (empty input). */
function hashWith(normalize: (raw: string) => string): (raw: string | null | undefined) => string | null {
  return (raw) => {
    if (raw === undefined || raw === null) return null;
    const hashed = alreadyHashed(raw);
    if (hashed !== null) return hashed;
    const normalized = normalize(raw);
    return normalized === '' ? null : sha256Hex(normalized);
  };
}

export const hashEmail = hashWith(normalizeEmail);
export const hashFirstName = hashWith(normalizeFirstName);
export const hashPhone = hashWith(normalizePhone);
export const hashExternalId = hashWith(normalizeExternalId);

/** SPEC §5: a Brazilian phone is 10 or 11 digits (DDD + number). */
export const MAX_PHONE_DIGITS = 11;

/** The digits of `value`, at most 11 (what the WhatsApp input keeps). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS);
}

/**
 * Formats as the user types: '(DD', '(DD) NNNN', '(DD) NNNN-NNNN' (10 digits) and
 * '(DD) NNNNN-NNNN' (11 digits). Anything but digits is dropped.
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (digits.length <= 2) return `(${area}`;
  if (number.length <= 4) return `(${area}) ${number}`;
  const split = digits.length === MAX_PHONE_DIGITS ? 5 : 4;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

/** A stored phone for display: formatted when it is a complete Brazilian number, else as stored. */
export function displayPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? formatPhone(digits) : value;
}

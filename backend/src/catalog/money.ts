/**
 * The one place where money is rounded and formatted. Every amount in the catalog is an integer number
 * of centavos; display strings ('R$ 1.127,40') and the numeric string stored as `priceRaw` ('1127.40')
 * are derived here and nowhere else.
 */

/** Centavos, always a non-negative safe integer. */
export type Cents = number;

function assertCents(amount: Cents): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Expected a non-negative whole number of centavos, got ${amount}`);
  }
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 'R$ 1.127,40' (Intl's pt-BR currency format). Intl puts a no-break space after 'R$'; the site has
 * always shown a normal one, so it is swapped.
 */
export function formatBRL(amount: Cents): string {
  assertCents(amount);
  return BRL.format(amount / 100).replace(/\u00a0/g, ' ');
}

/** '1127.40': the dot-decimal numeric string SPEC §3 stores as the selected plan's priceRaw. */
export function toPriceRaw(amount: Cents): string {
  assertCents(amount);
  return `${Math.floor(amount / 100)}.${(amount % 100).toString().padStart(2, '0')}`;
}

/** Parses a table figure written the SPEC way ('1.127,40') into centavos; used to declare prices. */
export function brl(text: string): Cents {
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})$/.exec(text);
  if (match === null) throw new RangeError(`Not a BRL amount: '${text}'`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

function assertPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Expected a whole percentage between 0 and 100, got ${percent}`);
  }
}

/** Price minus a whole percentage, rounded to the centavo half-up (SPEC §9 'Discounted price'). */
export function applyPercentOff(amount: Cents, percent: number): Cents {
  assertCents(amount);
  assertPercent(percent);
  // Integer arithmetic: amount × (100 − p) / 100, half-up, with no floating-point drift.
  return Math.floor((amount * (100 - percent) + 50) / 100);
}

/** '33% OFF'. */
export function formatPercentOff(percent: number): string {
  assertPercent(percent);
  return `${percent}% OFF`;
}

import { applyPercentOff, brl, formatBRL, formatPercentOff, toPriceRaw } from './money';

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [4990, 'R$ 49,90'],
    [100000, 'R$ 1.000,00'],
    [112740, 'R$ 1.127,40'],
    [123456789, 'R$ 1.234.567,89'],
  ])('formats %i centavos as %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });

  it('uses a normal space, not the no-break space Intl puts after R$', () => {
    expect(formatBRL(4990).charCodeAt(2)).toBe(32);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %p, which is not a whole number of centavos', (value) => {
    expect(() => formatBRL(value)).toThrow(RangeError);
  });
});

describe('toPriceRaw and brl', () => {
  it('writes the dot-decimal numeric string of SPEC §3 priceRaw', () => {
    expect(toPriceRaw(4990)).toBe('49.90');
    expect(toPriceRaw(112740)).toBe('1127.40');
    expect(toPriceRaw(7)).toBe('0.07');
  });

  it('reads SPEC table figures into centavos', () => {
    expect(brl('49,90')).toBe(4990);
    expect(brl('1.127,40')).toBe(112740);
    expect(brl('125,26')).toBe(12526);
    expect(() => brl('49.90')).toThrow(RangeError);
    expect(() => brl('49,9')).toThrow(RangeError);
  });
});

describe('applyPercentOff', () => {
  it('subtracts the percentage and rounds to the centavo', () => {
    expect(applyPercentOff(4990, 40)).toBe(2994); // Black Friday on R$ 49,90 (SPEC §9)
    expect(applyPercentOff(4990, 10)).toBe(4491);
    expect(applyPercentOff(3330, 10)).toBe(2997);
    expect(applyPercentOff(4990, 33)).toBe(3343); // 33,433 → 33,43
    expect(applyPercentOff(18790, 33)).toBe(12589); // 125,893 → 125,89
  });

  it('rounds half-up', () => {
    expect(applyPercentOff(1, 50)).toBe(1); // 0,5 centavo → 1
    expect(applyPercentOff(3, 50)).toBe(2); // 1,5 → 2
    expect(applyPercentOff(5, 10)).toBe(5); // 4,5 → 5
    expect(applyPercentOff(15, 10)).toBe(14); // 13,5 → 14
    expect(applyPercentOff(25, 30)).toBe(18); // 17,5 → 18
  });

  it('keeps 0% and 100% exact and refuses fractional or out-of-range percentages', () => {
    expect(applyPercentOff(4990, 0)).toBe(4990);
    expect(applyPercentOff(4990, 100)).toBe(0);
    expect(() => applyPercentOff(4990, 33.3)).toThrow(RangeError);
    expect(() => applyPercentOff(4990, 101)).toThrow(RangeError);
  });
});

it('formats a discount label', () => {
  expect(formatPercentOff(33)).toBe('33% OFF');
});

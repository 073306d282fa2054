import { formatBRL } from './format-brl';

it('formats centavos the way the catalog shows them (a normal space after R$)', () => {
  expect(formatBRL(9700)).toBe('R$ 97,00');
  expect(formatBRL(4990)).toBe('R$ 49,90');
  expect(formatBRL(112740)).toBe('R$ 1.127,40');
  expect(formatBRL(5)).toBe('R$ 0,05');
  expect(formatBRL(123456789)).toBe('R$ 1.234.567,89');
});

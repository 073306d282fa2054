const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 'R$ 1.127,40' for 112740 centavos. Intl puts a no-break space after 'R$'; the site shows a normal
 * one (the catalog API's display strings), so it is swapped.
 */
export function formatBRL(cents: number): string {
  return BRL.format(cents / 100).replace(/\u00a0/g, ' ');
}

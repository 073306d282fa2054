import { PLAN_PRODUCT_IDS, planDisplayName } from './plan-display-name';

describe('planDisplayName', () => {
  it.each([
    ['Admin', 'Admin'],
    ['Free', 'Iniciante Free'],
    [PLAN_PRODUCT_IDS.iniciante, 'Iniciante'],
    [PLAN_PRODUCT_IDS.profissional, 'Profissional'],
    [PLAN_PRODUCT_IDS.topAfiliado, 'Top Afiliado'],
    [PLAN_PRODUCT_IDS.elite, 'Elite'],
    [PLAN_PRODUCT_IDS.eliteII, 'Elite II'],
  ])('maps the identifier %s to %s', (identifier, name) => {
    expect(planDisplayName(identifier)).toBe(name);
  });

  it.each([
    ['Top Afiliado', 'Top Afiliado'],
    ['top afiliado', 'Top Afiliado'],
    [' Profissional ', 'Profissional'],
    ['ELITE', 'Elite'],
    ['Elite  II', 'Elite II'],
  ])('accepts the plain plan name %j the checkout webhooks store', (stored, name) => {
    expect(planDisplayName(stored)).toBe(name);
  });

  it('shows an unknown identifier raw', () => {
    expect(planDisplayName('prod_Desconhecido123')).toBe('prod_Desconhecido123');
    expect(planDisplayName('constructor')).toBe('constructor');
  });
});

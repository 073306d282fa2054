/**
 * SPEC §3 Plan identifiers: the one place that turns a stored subscription_plan into the name the
 * user sees. Stripe product ids of the plans sold before the catalog existed are listed here; the
 * checkout webhooks store the catalog plan name itself (e.g. 'Top Afiliado'), which is accepted too.
 */
export const PLAN_PRODUCT_IDS = {
  iniciante: 'prod_busqy_iniciante',
  profissional: 'prod_busqy_profissional',
  topAfiliado: 'prod_busqy_top_afiliado',
  elite: 'prod_busqy_elite',
  eliteII: 'prod_busqy_elite_ii',
} as const;

const NAMES_BY_ID: Readonly<Record<string, string>> = {
  Admin: 'Admin',
  Free: 'Iniciante Free',
  [PLAN_PRODUCT_IDS.iniciante]: 'Iniciante',
  [PLAN_PRODUCT_IDS.profissional]: 'Profissional',
  [PLAN_PRODUCT_IDS.topAfiliado]: 'Top Afiliado',
  [PLAN_PRODUCT_IDS.elite]: 'Elite',
  [PLAN_PRODUCT_IDS.eliteII]: 'Elite II',
};

/** Plain plan names, matched without regard to case or extra spaces. */
const PLAIN_NAMES = ['Iniciante Free', 'Iniciante', 'Profissional', 'Top Afiliado', 'Elite', 'Elite II'];
const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const NAMES_BY_PLAIN_NAME = new Map(PLAIN_NAMES.map((name) => [normalise(name), name]));

/** The display name of a plan identifier; an unknown identifier is shown as it is. */
export function planDisplayName(identifier: string): string {
  if (Object.hasOwn(NAMES_BY_ID, identifier)) return NAMES_BY_ID[identifier] ?? identifier;
  return NAMES_BY_PLAIN_NAME.get(normalise(identifier)) ?? identifier;
}

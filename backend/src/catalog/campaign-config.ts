/** The campaign promos (SPEC §9) an operator can switch off; the others are always on. */
export const SWITCHABLE_CAMPAIGNS = ['blackfriday', 'comeback'] as const;
export type SwitchableCampaign = (typeof SWITCHABLE_CAMPAIGNS)[number];

export interface CampaignConfig {
  /** Campaign codes switched off: their promo page and coupons are refused. */
  disabled: SwitchableCampaign[];
  /** REFERRAL_COUPONS_MAX: how many referral codes may get a Stripe coupon; then new codes are refused. */
  referralCouponsMax: number;
}

type Read = (name: string) => string | undefined;

/** PROMO_BLACKFRIDAY / PROMO_COMEBACK: `on` (default) or `off`. */
export function readCampaignConfig(read: Read, issues: string[]): CampaignConfig {
  const disabled: SwitchableCampaign[] = [];
  for (const campaign of SWITCHABLE_CAMPAIGNS) {
    const name = `PROMO_${campaign.toUpperCase()}`;
    const value = (read(name) ?? 'on').toLowerCase();
    if (value === 'off') disabled.push(campaign);
    else if (value !== 'on') issues.push(`${name} must be on or off, got "${value}"`);
  }
  const maxRaw = read('REFERRAL_COUPONS_MAX') ?? '2000';
  const referralCouponsMax = Number(maxRaw);
  if (!/^\d{1,7}$/.test(maxRaw)) {
    issues.push(`REFERRAL_COUPONS_MAX must be a whole number, got "${maxRaw}"`);
  }
  return { disabled, referralCouponsMax };
}

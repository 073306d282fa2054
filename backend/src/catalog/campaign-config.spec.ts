import { ConfigError, loadConfig } from '../config/app-config';
import { CatalogError } from './catalog-error';
import { CatalogService } from './catalog.service';

describe('campaign promos switched by configuration (PROMO_BLACKFRIDAY, PROMO_COMEBACK)', () => {
  it('are on by default', () => {
    const catalog = new CatalogService(loadConfig({}));
    expect(catalog.promo('blackfriday').promo.couponCode).toBe('BF40');
    expect(catalog.promo('comeback').promo.couponCode).toBe('COMEBACK30');
    expect(catalog.quote('Elite', 'month', 'promo_BF40').discount).not.toBeNull();
  });

  it('switched off, refuse the promo page and every coupon of the campaign; the rest is untouched', () => {
    const catalog = new CatalogService(loadConfig({ PROMO_BLACKFRIDAY: 'off' }));
    const unavailable = new CatalogError('promo_unavailable', 'Esta promoção não está disponível no momento');
    expect(() => catalog.promo('BlackFriday')).toThrow(unavailable);
    expect(() => catalog.quote('Elite', 'month', 'promo_BF40')).toThrow(unavailable);
    expect(() => catalog.quote('Elite', 'month', 'promo_BF40_elite_month')).toThrow(unavailable);
    expect(catalog.promo('comeback').promo.couponCode).toBe('COMEBACK30');
    // A referral code spelled like the campaign coupon stays a referral (its own namespace).
    expect(catalog.quote('Elite', 'month', 'ref_BF40').percentOff).toBe(10);
  });

  it('refuses any other value at boot', () => {
    expect(() => loadConfig({ PROMO_COMEBACK: 'maybe' })).toThrow(ConfigError);
  });
});

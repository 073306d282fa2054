import { MAX_CHARGE } from './max-charge';
import { PLANS } from './plans';
import { quote } from './quote';

describe('MAX_CHARGE', () => {
  it('is at least what any plan, interval and add-on of the catalog charges', () => {
    for (const plan of PLANS) {
      for (const entry of Object.values(plan.prices)) expect(entry.total).toBeLessThanOrEqual(MAX_CHARGE);
    }
    expect(quote('Elite', 'year', null).amountDueToday).toBeLessThanOrEqual(MAX_CHARGE);
  });
});

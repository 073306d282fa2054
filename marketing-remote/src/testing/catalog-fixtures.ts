/**
 * Catalog API answers for tests: what GET /api/catalog/plans and /api/catalog/promos/{code} answer,
 * recorded from the API by `npm run openapi -w backend` (plain data, so this remote tests without the
 * backend); a backend test fails when the API answers otherwise.
 */
import type { CatalogPlansResponse, PromoResponse, Recorded } from '@busqy/api-types';
import plans from '@busqy/api-types/fixtures/catalog-plans.json';
import promos from '@busqy/api-types/fixtures/catalog-promos.json';

// JSON imports type their strings as string: the enum fields are checked by the backend test instead.
const recordedPlans = plans as Array<Recorded<Record<string, never>, CatalogPlansResponse>>;
const recordedPromos = promos as Array<Recorded<{ code: string }, PromoResponse>>;

export function plansResponse(): CatalogPlansResponse {
  const recorded = recordedPlans[0];
  if (!recorded) throw new Error('No recorded catalog plans');
  return recorded.response;
}

/** A recorded code ('novo', 'blackfriday', 'comeback', the referral 'joana'), in any case. */
export function promoResponse(code: string): PromoResponse {
  const recorded = recordedPromos.find(({ query }) => query.code.toLowerCase() === code.toLowerCase());
  if (!recorded)
    throw new Error(`No recorded promo for '${code}' (backend/scripts/api-types.ts records them)`);
  return recorded.response;
}

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown };

/**
 * A fake API handler answering the catalog (plans and any promo code) and, by 'METHOD path', the
 * extra replies given (a function is called with the request; its throw or FakeApiError rejects).
 */
export function catalogApi(extra: Record<string, unknown> = {}) {
  return (request: Request): unknown => {
    const key = `${request.method} ${request.path}`;
    if (Object.hasOwn(extra, key)) {
      const reply = extra[key];
      return typeof reply === 'function' ? (reply as (r: Request) => unknown)(request) : reply;
    }
    if (key === 'GET /api/catalog/plans') return plansResponse();
    const promo = /^GET \/api\/catalog\/promos\/(.+)$/.exec(key);
    if (promo) return promoResponse(decodeURIComponent(promo[1]!));
    throw new Error(`No fake route for ${key}`);
  };
}

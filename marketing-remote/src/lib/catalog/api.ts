import { useSeededResource } from '../use-seeded-resource';
import type { CatalogPlansResponse, PromoResponse } from './types';

export const PLANS_PATH = '/api/catalog/plans';

export function promoPath(code: string): string {
  return `/api/catalog/promos/${encodeURIComponent(code)}`;
}

/** The three plans with every period's prices (GET /api/catalog/plans). */
export function useCatalogPlans() {
  return useSeededResource<CatalogPlansResponse>(PLANS_PATH);
}

/** The promo configuration and discounted prices for a code (GET /api/catalog/promos/:code). */
export function usePromo(code: string) {
  return useSeededResource<PromoResponse>(promoPath(code));
}

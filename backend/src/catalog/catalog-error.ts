/** Why the catalog refused an input. Framework-free: the HTTP layer maps it to a 400. */
export type CatalogErrorCode =
  | 'unknown_plan'
  | 'unknown_interval'
  | 'unknown_coupon'
  | 'coupon_not_applicable'
  | 'invalid_promo_code'
  | 'promo_unavailable';

export class CatalogError extends Error {
  constructor(
    readonly code: CatalogErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CatalogError';
  }
}

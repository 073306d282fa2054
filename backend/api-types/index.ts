/**
 * @busqy/api-types: the API's request and answer shapes for the front ends, generated from its OpenAPI
 * document (schema.d.ts, from openapi.json; regenerate with `npm run openapi -w backend`). Types only:
 * front ends import them with `import type`, so nothing of this package reaches a browser bundle.
 */
import type { components } from './schema';

export type { components };

type Schemas = components['schemas'];

export type ErrorBody = Schemas['ErrorBody'];
export type OkResponse = Schemas['OkResponse'];

/* auth and users */
export type SetCookieRequest = Schemas['SetCookieDto'];
export type SessionIdentity = Schemas['SessionIdentity'];
export type CheckCookieResponse = Schemas['CheckCookieResponse'];
/** The User object of SPEC §3 (GET /api/users/{uid}, POST /api/users). */
export type UserView = Schemas['UserView'];
export type UpsertUserRequest = Schemas['UpsertUserDto'];

/* catalog */
export type IntervalId = Schemas['IntervalId'];
export type ToggleIntervalId = Schemas['ToggleIntervalId'];
export type PlanId = Schemas['PlanId'];
export type CatalogPlansResponse = Schemas['CatalogPlansResponse'];
export type PlanView = Schemas['PlanView'];
/** What every plan card shows, whatever its prices. */
export type PlanCardBase = Omit<PlanView, 'prices'>;
export type PriceView = Schemas['PriceView'];
export type PromoResponse = Schemas['PromoResponse'];
export type PromoConfig = Schemas['PromoConfig'];
export type PromoPlanView = Schemas['PromoPlanView'];
export type PromoPriceView = Schemas['PromoPriceView'];
export type UpsellOffersResponse = Schemas['UpsellOffersResponse'];
export type OfferCard = Schemas['OfferCard'];

/* checkout */
export type CreateCheckoutSessionRequest = Schemas['CreateCheckoutSessionDto'];
export type CreateEmbeddedCheckoutSessionRequest = Schemas['CreateEmbeddedCheckoutSessionDto'];
export type CustomerPortalSessionRequest = Schemas['CustomerPortalSessionDto'];
export type RedirectUrlResponse = Schemas['RedirectUrlResponse'];
export type EmbeddedCheckoutResponse = Schemas['EmbeddedCheckoutResponse'];
export type SessionStatus = Schemas['SessionStatus'];
export type CheckoutBrowserConfig = Schemas['CheckoutBrowserConfigResponse'];

/* password reset */
export type PasswordResetRequest = Schemas['PasswordResetDto'];
export type PasswordResetAccepted = Schemas['PasswordResetAccepted'];

/* tracking (POST /meta-capi) */
export type TrackingEventName = Schemas['TrackingEventName'];
export type MetaCapiEvent = Schemas['MetaCapiEventDto'];

/** An answer recorded from the running API (fixtures/*.json): the request's parameters and the body. */
export interface Recorded<Query, Response> {
  query: Query;
  response: Response;
}

/**
 * The shell's view of the platform contract: everything remotes see comes from the versioned
 * package @busqy/platform-contract (shell/platform-contract); the types below are the shell's own
 * (runtime configuration, route access) and are not part of what remotes may rely on.
 */
import type { ExternalLinks, TrackingEventName } from '@busqy/platform-contract';

export * from '@busqy/platform-contract';

/** Access rule of a route (SPEC §2 route table). */
export type RouteAccess = 'open' | 'protected';

export interface RemoteRouteConfig {
  path: string;
  access: RouteAccess;
}

/**
 * Browser tags (runtime configuration). Absent or empty: no pixel, no ads tag, no consent banner,
 * nothing external requested. With an id, the tag loads after first paint and only once the visitor
 * accepted the consent banner.
 */
export interface TrackingConfig {
  /** Meta pixel id (digits). */
  metaPixelId?: string;
  /** Google Ads tag id, e.g. 'AW-123456789'. */
  googleAdsId?: string;
  /** Conversion label per event; an event without a label sends no ads conversion. */
  googleAdsConversionLabels?: Partial<Record<TrackingEventName, string>>;
}

/** The company's legal data the footer shows (COMPANY_* on the shell server; decree 7.962/2013). */
export interface CompanyLegalData {
  legalName: string;
  /** CNPJ, formatted 00.000.000/0000-00. */
  taxId: string;
  address: string;
}

/** Shape of /runtime-config.json, written per environment (no remote URL is in any build). */
export interface RuntimeConfig {
  /**
   * entry: the remote's remoteEntry.js, registered with the federation runtime; manifest: its
   * mf-manifest.json, read by the shell server only (preloads, pre-rendering).
   */
  remotes: Record<string, { entry: string; manifest?: string; routes: RemoteRouteConfig[] }>;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** e.g. 'http://127.0.0.1:9099' locally; absent in production. */
    authEmulatorUrl?: string;
  };
  links: ExternalLinks;
  /** Absent only from a server older than this field: the footer then leaves the legal line out. */
  company?: CompanyLegalData;
  /** Optional browser tags; see TrackingConfig. */
  tracking?: TrackingConfig;
}

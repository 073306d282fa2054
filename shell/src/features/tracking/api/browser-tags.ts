import type { TrackingConfig, TrackingEventName } from '../../../platform/contract';
import type { ConsentStore } from '../stores/consent-store';
import type { EventCustomData } from '../utils/capi-event';
import { adsConversionParams, metaPixelEvent, metaPixelParams } from '../utils/tag-events';
import type { BrowserTags } from './create-tracking';
import { installGoogleAds, installMetaPixel, type TagWindow } from './install-tags';

export interface ShellBrowserTags extends BrowserTags {
  /** True when a pixel or ads id is configured (only then is consent asked). */
  readonly configured: boolean;
  /** Call once the page has painted: loads the tags when (or as soon as) the visitor consents. */
  start(): void;
  /** A client-side navigation happened (Meta counts page views itself only on full loads). */
  pageView(): void;
}

interface BrowserTagsDeps {
  config: TrackingConfig | undefined;
  consent: Pick<ConsentStore, 'store'>;
  win?: TagWindow;
  doc?: Document;
}

/**
 * Meta pixel and Google Ads tag: nothing is requested unless an id is configured, the shell has
 * started (after first paint) and the visitor granted consent.
 */
export function createBrowserTags({
  config,
  consent,
  win = window,
  doc = document,
}: BrowserTagsDeps): ShellBrowserTags {
  const pixelId = config?.metaPixelId || null;
  const adsId = config?.googleAdsId || null;
  const labels = config?.googleAdsConversionLabels ?? {};
  let started = false;
  let loaded = false;

  const allowed = () => started && consent.store.getState().choice === 'granted';

  function load() {
    if (loaded || !allowed()) return;
    loaded = true;
    if (pixelId) installMetaPixel(win, doc, pixelId)('track', 'PageView');
    if (adsId) installGoogleAds(win, doc, adsId);
  }

  return {
    configured: Boolean(pixelId || adsId),
    start() {
      if (started || !(pixelId || adsId)) return;
      started = true;
      load();
      consent.store.subscribe(load);
    },
    pageView() {
      if (loaded && allowed() && pixelId) win.fbq?.('track', 'PageView');
    },
    send(event: TrackingEventName, eventId: string, custom: EventCustomData) {
      load();
      // Consent withdrawn after the tags loaded: they stay on the page but are told nothing more.
      if (!loaded || !allowed()) return;
      if (pixelId) {
        const { method, name } = metaPixelEvent(event);
        win.fbq?.(method, name, metaPixelParams(custom), { eventID: eventId });
      }
      const label = labels[event];
      if (adsId && label) {
        win.gtag?.('event', 'conversion', adsConversionParams(`${adsId}/${label}`, eventId, custom));
      }
    },
  };
}

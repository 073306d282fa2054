/**
 * The vendors' loader snippets, typed. Each installs the command queue synchronously (so calls made
 * before the script arrives are kept) and adds the script tag once.
 */

type Command = (...args: unknown[]) => void;

export interface MetaPixelFunction extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: MetaPixelFunction;
  loaded: boolean;
  version: string;
}

export interface TagGlobals {
  fbq?: MetaPixelFunction;
  _fbq?: MetaPixelFunction;
  dataLayer?: unknown[];
  gtag?: Command;
}

export type TagWindow = Window & TagGlobals;

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

function addScript(doc: Document, src: string) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** Meta's base pixel code: fbq queue + fbevents.js, then init with the pixel id. */
export function installMetaPixel(win: TagWindow, doc: Document, pixelId: string): Command {
  if (!win.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as MetaPixelFunction;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    win.fbq = fbq;
    win._fbq ??= fbq;
    addScript(doc, META_PIXEL_SCRIPT);
    fbq('init', pixelId);
  }
  return win.fbq;
}

/** Google's gtag.js snippet for an Ads account (AW-…). */
export function installGoogleAds(win: TagWindow, doc: Document, adsId: string): Command {
  if (!win.gtag) {
    const dataLayer = (win.dataLayer ??= []);
    // gtag.js reads `arguments` objects from dataLayer, not arrays: keep the vendor's exact form.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- see above
      dataLayer.push(arguments);
    };
    addScript(doc, `${GTAG_SCRIPT}?id=${encodeURIComponent(adsId)}`);
    win.gtag('js', new Date());
    win.gtag('config', adsId);
  }
  return win.gtag;
}

// A page's <head> tags: title, description, canonical, robots, Open Graph, Twitter, JSON-LD.
import { escapeHtml, jsonForScript } from './html.js';

export const SITE_NAME = 'Busqy';
export const OG_IMAGE = Object.freeze({
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Busqy: o único app que encontra e publica ofertas automaticamente',
});

/** A page's head as the frame writes it (absolute URLs). */
export interface HeadData {
  siteUrl: string;
  title: string;
  description: string;
  canonicalUrl: string;
  indexable: boolean;
  jsonLd: readonly object[];
  /** The page's own og:image path; default the site's. */
  image?: string | undefined;
}

export function headTags({
  siteUrl,
  title,
  description,
  canonicalUrl,
  indexable,
  jsonLd,
  image: own,
}: HeadData): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const image = `${siteUrl}${own ?? OG_IMAGE.path}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    indexable ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonicalUrl),
    meta('property', 'og:image', image),
    // The size and text of the site's image; a page's own image is described by its file.
    ...(own
      ? []
      : [
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(OG_IMAGE.width)),
          meta('property', 'og:image:height', String(OG_IMAGE.height)),
          meta('property', 'og:image:alt', OG_IMAGE.alt),
        ]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('');
}

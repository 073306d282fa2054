// robots.txt and sitemap.xml, written from the route table and the public site URL.
import { escapeHtml } from './html.js';
import { type RouteTable, sitemapPaths } from './page-routes.js';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Personal and transactional pages have nothing for a search engine.
    'Disallow: /api/',
    'Disallow: /area-usuario',
    'Disallow: /checkout',
    'Disallow: /payment-',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(routes: RouteTable, siteUrl: string): string {
  const urls = sitemapPaths(routes)
    .map((path) => `  <url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

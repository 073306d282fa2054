// The HTML of a page request: the built index.html with the route's own <head>, the runtime config
// inlined, the route's remote named up front (preloads), and any pre-rendered content.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { headTags } from './head.mjs';
import { deferScriptsUntilPainted } from './deferred-scripts.mjs';
import { EARLY_INPUT_TAG } from './early-input.mjs';
import { escapeHtml, jsonScript, renderDocument } from './html.mjs';
import { findPage } from './page-routes.mjs';
import { preloadLinks } from './remote-preloads.mjs';
import { readStartupAssets } from './startup-assets.mjs';
import { faqPage, organization, planOffers } from './structured-data.mjs';

const NOT_FOUND = Object.freeze({
  title: 'Página não encontrada | Busqy',
  description: 'Esta página não existe. Volte para o início da Busqy.',
  /** SPEC §2 "any other path": '404', 'Oops! Page not found' and a link home. */
  html: '<section aria-labelledby="not-found-title"><p aria-hidden="true">404</p><h1 id="not-found-title">Oops! Page not found</h1><a href="/">Voltar para o início</a></section>',
});

/** Query parameter names of the promo page (SPEC §2: promo, aliases parceiro and afiliado). */
const PROMO_PARAMS = ['promo', 'parceiro', 'afiliado'];

/** The promo code as the promo page reads it: first non-empty parameter, trimmed. */
function rawPromoCode(search) {
  const query = new URLSearchParams(search);
  return PROMO_PARAMS.map((name) => query.get(name)?.trim()).find((value) => value) ?? null;
}

function promoCode(search) {
  return rawPromoCode(search)?.toLowerCase() ?? null;
}

/** The promo page's default code (marketing-remote use-promo-params DEFAULT_PROMO_CODE). */
const DEFAULT_PROMO_CODE = 'novo';

/**
 * The page's own API reads (routes.json preloadData), preloaded with the credentials mode of the
 * shell's API client (credentials: 'include'), so the browser reuses the answer. `promoCode` is a code
 * the catalog accepted (or null): a header value is never built from the raw query.
 */
function dataPreloads(page, promoCode) {
  return (page?.preloadData ?? []).map((template) => ({
    href: template.replace('{promo}', () => encodeURIComponent(promoCode ?? DEFAULT_PROMO_CODE)),
    as: 'fetch',
    crossorigin: 'use-credentials',
  }));
}

/**
 * @param {object} options
 * @param {string} options.distDir
 * @param {string} options.siteUrl          public origin, no trailing slash
 * @param {() => Promise<object>} options.routes
 * @param {{ plans(): Promise<object|null>, promo(code: string): Promise<object|null> }} options.catalog
 * @param {(manifestUrl: string) => Promise<object[]>} options.preloadsFor
 * @param {(request: object) => Promise<{ html: string, data?: unknown, head?: string, scripts?: string[] } | null>} [options.pageContent]
 */
export function createPageRenderer({ distDir, siteUrl, routes, catalog, preloadsFor, pageContent }) {
  let template;
  async function readTemplate() {
    template ??= await readFile(path.join(distDir, 'index.html'), 'utf8');
    return template;
  }

  /** Read once: the build does not change under a running server. */
  let startupAssets;
  const readStartup = () => (startupAssets ??= readStartupAssets(distDir));

  /**
   * The promo page's code, only when the catalog knows it (a campaign, or a referral of the allowed
   * shape): { code, raw, promo } or null. Anything else gets the default page.
   */
  async function validatedPromo(page, search) {
    if (page?.canonicalPath !== '/planos-promo') return null;
    const code = promoCode(search);
    if (!code) return null;
    const answer = await catalog.promo(code);
    // raw keeps the visitor's spelling (only letters, digits, - and _ once accepted): the browser asks
    // for exactly that address, so the preload is reused.
    return answer?.promo ? { code, raw: rawPromoCode(search), promo: answer.promo } : null;
  }

  async function pageHead(page, promo, company) {
    if (!page) {
      const jsonLd = [organization(siteUrl, company)];
      return { ...NOT_FOUND, canonicalUrl: `${siteUrl}/`, indexable: false, jsonLd };
    }
    let { title, description } = page;
    let canonicalUrl = `${siteUrl}${page.canonicalPath}`;
    const jsonLd = [organization(siteUrl, company)];
    if (page.canonicalPath === '/') jsonLd.push(faqPage());
    if (page.canonicalPath === '/planos') {
      const plans = await catalog.plans();
      if (plans) jsonLd.push(planOffers(plans, canonicalUrl, siteUrl));
    }
    if (promo) {
      // A campaign is a page of its own; a referral (anyone's code) is one more address of the
      // promo page, so search engines are pointed at /planos-promo.
      if (!promo.promo.referral) {
        canonicalUrl = `${siteUrl}/planos-promo?promo=${encodeURIComponent(promo.code)}`;
      }
      // The shared link previews its offer (title and subtitle of the promo, as the page shows it).
      title = `${promo.promo.title} | Busqy`;
      description = promo.promo.subtitle;
    }
    return { title, description, canonicalUrl, indexable: page.indexable, jsonLd };
  }

  /**
   * @param {{ pathname: string, search: string, config: object }} request  config: the run-time
   *   config of this request's browser (its remote overrides applied)
   * @returns {Promise<{ status: number, html: string, link: string, degraded: boolean, showsTime: boolean }>}
   *   degraded: a page to pre-render that went out without its content (page-cache.mjs does not keep it)
   */
  return async function renderPage({ pathname, search, config }) {
    const [table, html, startup] = await Promise.all([routes(), readTemplate(), readStartup()]);
    const page = findPage(table, pathname);
    const promo = await validatedPromo(page, search);
    const manifestUrl = page ? config.remotes?.[page.remote]?.manifest : undefined;
    const [head, preloads, content] = await Promise.all([
      pageHead(page, promo, config.company),
      manifestUrl ? preloadsFor(manifestUrl) : [],
      pageContent ? pageContent({ pathname, search, route: page?.route ?? null, config }) : null,
    ]);
    // A pre-rendered page paints from its HTML and hydrates with its page data: its scripts wait for
    // that paint (deferred-scripts.mjs: then the remote's serial remoteEntry → ./App → page chain is
    // preloaded at once), its CSS is inlined and its API reads are in the page (preloads would go
    // unused). Only what paints is named in the <head>, and the scripts' origins are preconnected.
    const prerendered = Boolean(content?.html);
    const named = [
      ...startup.preloads,
      ...(prerendered ? [] : dataPreloads(page, promo?.raw ?? null)),
      ...preloads,
    ];
    const deferred = prerendered
      ? [
          ...named.filter((preload) => preload.as === 'script').map((preload) => preload.href),
          ...(content.scripts ?? []),
        ]
      : [];
    const links = preloadLinks(
      prerendered ? named.filter((preload) => preload.stylesheet) : named,
      escapeHtml,
    );
    const preconnects = [
      ...new Set(deferred.filter((href) => /^https?:/.test(href)).map((href) => new URL(href).origin)),
    ]
      .map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}">`)
      .join('');
    const rootHtml = content?.html ?? (page ? '' : NOT_FOUND.html);
    const document = renderDocument(html, {
      head: [
        // First in the <head>: presses between the first paint and hydration are recorded, not lost.
        prerendered ? EARLY_INPUT_TAG : '',
        headTags({ siteUrl, ...head }),
        // Read by the client before it would fetch /runtime-config.json (a request saved).
        jsonScript('runtime-config', config),
        preconnects,
        links.tags,
        startup.styles,
        content?.head ?? '',
      ].join(''),
      rootHtml,
      afterRoot: content && content.data !== undefined ? jsonScript('page-data', content.data) : '',
    });
    return {
      status: page ? 200 : 404,
      link: links.header,
      html: prerendered ? deferScriptsUntilPainted(document, deferred) : document,
      degraded: Boolean(content?.degraded),
      showsTime: content?.data?.renderedAt !== undefined,
    };
  };
}

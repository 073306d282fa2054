// The HTML of a page request: the built index.html with the route's own <head>, the runtime config
// inlined, the route's remote named up front (preloads), and any pre-rendered content.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageHead } from '@busqy/platform-contract/prerender';
import type { CompanyLegalData } from '../company.js';
import type { PageContent, PageContentConfig, PageContentRequest } from '../prerender/page-content.js';
import { type HeadData, headTags } from './head.js';
import { deferScriptsUntilPainted, entryScripts } from './deferred-scripts.js';
import { EARLY_INPUT_TAG, capturesForm, earlyPrefetch } from './early-input.js';
import { escapeHtml, jsonScript, renderDocument } from './html.js';
import { type InlineScript, readInlineScripts } from './inline-scripts.js';
import { type FoundPage, type RouteTable, findPage } from './page-routes.js';
import { type Preload, preloadLinks } from './remote-preloads.js';
import { readStartupAssets } from './startup-assets.js';
import { organization } from './structured-data.js';
import { PRERENDER_FILES } from '../prerender/prerender-files.js';

const NOT_FOUND = Object.freeze({
  title: 'Página não encontrada | Busqy',
  description: 'Esta página não existe. Volte para o início da Busqy.',
  /** SPEC §2 "any other path": '404', 'Oops! Page not found' and a link home. */
  html: '<section aria-labelledby="not-found-title"><p aria-hidden="true">404</p><h1 id="not-found-title">Oops! Page not found</h1><a href="/">Voltar para o início</a></section>',
});

/**
 * The head of a page whose remote gave none (down, or no renderer published) and whose route the shell
 * does not keep: the site's, at the page's own canonical address.
 */
const GENERIC_HEAD = Object.freeze({
  title: 'Busqy',
  description: 'Busqy: o único app que encontra e publica ofertas automaticamente no WhatsApp e no Telegram.',
});

/** JSON-LD keys whose path values ('/planos') the shell makes absolute (PageHead in the contract). */
const URL_KEYS = new Set(['url', '@id', 'image']);

function absoluteJsonLd(value: unknown, siteUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, siteUrl));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      URL_KEYS.has(key) && typeof item === 'string' && item.startsWith('/')
        ? `${siteUrl}${item}`
        : absoluteJsonLd(item, siteUrl),
    ]),
  );
}

/**
 * The page's own API reads, preloaded with the credentials mode of the shell's API client
 * (credentials: 'include'), so the browser reuses the answer: the reads its remote's renderer named
 * that the API answered (never a value built from the raw query).
 */
function dataPreloads(paths: readonly string[] | undefined): Preload[] {
  return (paths ?? []).map((href) => ({ href, as: 'fetch', crossorigin: 'use-credentials' }));
}

/** The run-time config of one request's browser, as the page reads it (config.ts buildRuntimeConfig). */
export type RequestConfig = PageContentConfig & { company?: CompanyLegalData };

export interface PageRendererOptions {
  distDir: string;
  /** Public origin, no trailing slash. */
  siteUrl: string;
  /** The route table (route-table.ts). */
  routes: () => Promise<RouteTable>;
  preloadsFor: (manifestUrl: string) => Promise<Preload[]>;
  /** The page's content (prerender/page-content.ts); none: every page is rendered by the browser. */
  pageContent?: (request: PageContentRequest) => Promise<PageContent | null>;
}

export interface RenderedDocument {
  status: number;
  html: string;
  /** The `Link` header's value. */
  link: string;
  /** A page to pre-render that went out without its content (page-cache.ts does not keep it). */
  degraded: boolean;
  /** Why, when degraded (page-content.ts DegradedReason). */
  degradedReason?: string;
  showsTime: boolean;
  /** script-src sources this document's own inline content needs beyond the site's policy. */
  scriptSources: string[];
  /** It carries the shell's startup scripts (a first visit's page with a captured form). */
  carriesScripts: boolean;
}

/** The shell's entry script in its built index.html ('/main.1a2b3c4d.js'), if it has one. */
export async function shellEntryScript(distDir: string): Promise<string | undefined> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => '');
  return entryScripts(template)[0];
}

/** Client-rendered documents kept (clientDocument); past it they are all built again. */
const CLIENT_DOCUMENTS_KEPT = 64;

export function createPageRenderer({
  distDir,
  siteUrl,
  routes,
  preloadsFor,
  pageContent,
}: PageRendererOptions): (request: {
  pathname: string;
  search: string;
  config: RequestConfig;
  /** The page request's id and log, for the API reads of its pre-render (page-content.ts). */
  requestId?: string;
  log?: PageContentRequest['log'];
  /**
   * The browser already holds this release's shell scripts (inline-scripts.ts holdsRelease): a page
   * with a captured form names their files instead of carrying them.
   */
  holdsScripts?: boolean;
}) => Promise<RenderedDocument> {
  let template: string | undefined;
  async function readTemplate(): Promise<string> {
    template ??= await readFile(path.join(distDir, 'index.html'), 'utf8');
    return template;
  }

  /**
   * Client-rendered documents by their head and root: the same few (a route's, under the render bound
   * or with an upstream down) for thousands of promo links in a burst, built once rather than
   * copied per request, which is most of what such a burst leaves for the garbage collector.
   */
  const clientDocuments = new Map<string, string>();
  function clientDocument(template: string, parts: { head: string; rootHtml: string }): string {
    const key = `${parts.rootHtml}\u0000${parts.head}`;
    let document = clientDocuments.get(key);
    if (document === undefined) {
      document = renderDocument(template, parts);
      if (clientDocuments.size >= CLIENT_DOCUMENTS_KEPT) clientDocuments.clear();
      clientDocuments.set(key, document);
    }
    return document;
  }

  /** Read once: the build does not change under a running server. */
  let startupAssets: ReturnType<typeof readStartupAssets> | undefined;
  const readStartup = () => (startupAssets ??= readStartupAssets(distDir));
  let inlineScripts: Promise<InlineScript[]> | undefined;
  /** What a first visit's page with a captured form carries: the shell's small startup scripts. */
  const readInline = () =>
    (inlineScripts ??= Promise.all([readStartup(), readTemplate()]).then(([startup, template]) =>
      readInlineScripts(distDir, {
        entries: entryScripts(template),
        chunks: startup.preloads.filter((preload) => preload.as === 'script').map((preload) => preload.href),
      }),
    ));

  /**
   * The remote's head for its page (with the Organization the shell adds to every page), else the
   * head the shell keeps for the route, else the site's generic head.
   */
  function pageHead(
    page: FoundPage | null,
    own: PageHead | undefined,
    company: CompanyLegalData | undefined,
  ): Omit<HeadData, 'siteUrl'> {
    const jsonLd: object[] = [organization(siteUrl, company)];
    if (!page) return { ...NOT_FOUND, canonicalUrl: `${siteUrl}/`, indexable: false, jsonLd };
    if (own) {
      return {
        title: own.title,
        description: own.description,
        canonicalUrl: `${siteUrl}${own.canonicalPath}`,
        indexable: page.indexable && own.indexable,
        image: own.image,
        jsonLd: [...jsonLd, ...own.jsonLd.map((data) => absoluteJsonLd(data, siteUrl) as object)],
      };
    }
    const { title, description } =
      page.title !== undefined && page.description !== undefined
        ? { title: page.title, description: page.description }
        : GENERIC_HEAD;
    return {
      title,
      description,
      canonicalUrl: `${siteUrl}${page.canonicalPath}`,
      indexable: page.indexable,
      jsonLd,
    };
  }

  /** config: the run-time config of this request's browser (its remote overrides applied). */
  return async function renderPage({ pathname, search, config, requestId, log, holdsScripts = false }) {
    const [table, html, startup] = await Promise.all([routes(), readTemplate(), readStartup()]);
    const page = findPage(table, pathname);
    const manifestUrl = page ? config.remotes?.[page.remote]?.manifest : undefined;
    const [firstPreloads, content] = await Promise.all([
      manifestUrl ? preloadsFor(manifestUrl) : [],
      page && pageContent
        ? pageContent({ pathname, search, route: page.route, config, requestId, log })
        : null,
    ]);
    const rendered = content && 'html' in content && content.html ? content : null;
    // Pre-rendering waited for the remote's release, which the preloads stop waiting for after a
    // moment: on a cold cache (the first request after a start or a deploy) they are asked again, at
    // once now, or the page (kept by the page cache) would make every visitor find remoteEntry.js
    // only when the runtime asks for it, a round trip later.
    const preloads =
      manifestUrl && firstPreloads.length === 0 && rendered ? await preloadsFor(manifestUrl) : firstPreloads;
    const own = content && 'pageHead' in content ? content.pageHead : undefined;
    const head = pageHead(page, own, config.company);
    // A pre-rendered page paints from its HTML and hydrates with its page data: its scripts wait for
    // that paint (deferred-scripts.ts: then the remote's serial remoteEntry → ./App → page chain is
    // preloaded at once; a page with a captured form fetches them while it parses), its CSS is
    // inlined and its API reads are in the page (preloads would go unused). The scripts' origins are
    // preconnected.
    const prerendered = rendered !== null;
    const apiReads = content && 'preloads' in content ? content.preloads : undefined;
    const named: Preload[] = [
      ...startup.preloads,
      ...(prerendered ? [] : dataPreloads(apiReads)),
      ...preloads,
    ];
    const deferred = rendered
      ? [
          ...named.filter((preload) => preload.as === 'script').map((preload) => preload.href),
          ...(rendered.scripts ?? []),
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
    const rootHtml = rendered?.html ?? (page ? '' : NOT_FOUND.html);
    const prefetch = prerendered
      ? earlyPrefetch(rootHtml, (path) => findPage(table, path)?.route.access === 'open')
      : null;
    const headHtml = [
      // First in the <head>: presses between the first paint and hydration are recorded, not lost;
      // the pages early navigations open are prefetched (the rules the capture script applies).
      prefetch?.tag ?? '',
      prerendered ? EARLY_INPUT_TAG : '',
      headTags({ siteUrl, ...head }),
      // Read by the client before it would fetch /runtime-config.json (a request saved).
      jsonScript('runtime-config', config),
      preconnects,
      links.tags,
      startup.styles,
      rendered?.head ?? '',
    ].join('');
    const document = rendered
      ? renderDocument(html, {
          head: headHtml,
          rootHtml,
          afterRoot: rendered.pageData
            ? `<script type="application/json" id="${PRERENDER_FILES.pageDataId}">${rendered.pageData}</script>`
            : '',
        })
      : clientDocument(html, { head: headHtml, rootHtml });
    // A page with a captured form works only once hydrated: it fetches its scripts while it parses,
    // and a first visit's document carries the shell's small ones (inline-scripts.ts).
    const withForm = prerendered && capturesForm(rootHtml);
    const carried = withForm && !holdsScripts ? await readInline() : [];
    const deferredDocument = prerendered
      ? deferScriptsUntilPainted(document, deferred, withForm ? 'while-parsing' : 'after-paint', carried)
      : { html: document, parsingPreloads: [], carried: [] };
    const scriptLinks = preloadLinks(
      deferredDocument.parsingPreloads.map((href): Preload => ({ href, as: 'script' })),
      escapeHtml,
    );
    return {
      status: page ? 200 : 404,
      link: [links.header, scriptLinks.header].filter(Boolean).join(', '),
      html: deferredDocument.html,
      degraded: Boolean(content?.degraded),
      ...(content?.degraded ? { degradedReason: 'reason' in content ? content.reason : undefined } : {}),
      showsTime: Boolean(page?.route?.showsTime),
      scriptSources: [
        ...(prefetch ? [prefetch.cspSource] : []),
        ...deferredDocument.carried.map((script) => script.cspSource),
      ],
      carriesScripts: deferredDocument.carried.length > 0,
    };
  };
}

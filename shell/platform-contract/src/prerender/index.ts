// @busqy/platform-contract/prerender (since 3.3.0): what a remote publishes so that the shell server
// routes and pre-renders its pages, and the page data both sides read. One definition of each file
// format: prerender/index.json, the renderer module and <script id="page-data">.
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '../index';
// The names and versions read at run time by code that cannot import this module (the shell server,
// the webpack config): one JSON file, exported as `@busqy/platform-contract/prerender/files.json`.
import files from './files.json';

/** Version of the published pre-render files (index.json + renderer module) and of the page data. */
export const PRERENDER_FORMAT = 2;

/** The id of the <script type="application/json"> that carries the page data. */
export const PAGE_DATA_ID: string = files.pageDataId;

/** The file a remote publishes beside mf-manifest.json: the CSS and JS of each named chunk group. */
export const PAGE_ASSETS_FILE: string = files.pageAssets.file;
/** Version of page-assets.json. */
export const PAGE_ASSETS_FORMAT: number = files.pageAssets.format;

/** Where a remote publishes its PrerenderIndex, relative to its mf-manifest.json. */
export const PRERENDER_INDEX_FILE: string = files.prerenderIndex;

const SCRIPT_JSON_ESCAPES: Readonly<Record<string, string>> = files.scriptJsonEscapes;
const SCRIPT_JSON_UNSAFE = new RegExp(`[${Object.keys(SCRIPT_JSON_ESCAPES).join('')}]`, 'g');

/**
 * JSON as the text of a <script> (page data, JSON-LD, the shell's own): `<`, `>`, `&` and the
 * JavaScript line separators escaped, so no value can close the script or start markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_JSON_UNSAFE, (character) => SCRIPT_JSON_ESCAPES[character]!);
}

/** page-assets.json: for every named chunk group (a page's chunk, an exposed module) its files. */
export interface PageAssets {
  format: typeof PAGE_ASSETS_FORMAT;
  groups: Record<string, { css: string[]; js: string[] }>;
}

/** One page a remote serves (a route pattern). Remotes publish only OPEN pages; protected routes are the shell's. */
export interface PageDefinition {
  /** The route pattern, e.g. '/planos'. */
  path: string;
  /** The page's webpack chunk name, e.g. 'page-plans' (its CSS/JS in page-assets.json). */
  chunk: string;
  /** An alias of another page's path ('/home' -> '/'): shares its head, not in the sitemap. */
  canonical?: string;
  /** Query parameters the page reads ('promo', 'parceiro', 'afiliado'); ONLY these key a cache entry. */
  query?: readonly string[];
  /** In sitemap.xml; default true for a page that is its own canonical. */
  sitemap?: boolean;
  /** The page data carries renderedAt (the page shows the time, e.g. a countdown). */
  showsTime?: boolean;
}

/** prerender/index.json, beside the remote's mf-manifest.json. */
export interface PrerenderIndex {
  format: typeof PRERENDER_FORMAT;
  /** 'renderer.<contenthash>.cjs' */
  renderer: string;
  /** Hex sha256 of the renderer file's bytes (checked before it runs). */
  sha256: string;
  /** The same list the renderer exports. */
  pages: PageDefinition[];
}

/**
 * A page's own <head> data. Values of `url`, `@id` and `image` in `jsonLd` that are paths ('/planos')
 * are made absolute against the site's public URL by the shell, which alone knows it.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Path + query the page is canonical at, e.g. '/planos-promo?promo=blackfriday'. */
  canonicalPath: string;
  indexable: boolean;
  /** og:image path; default the site's. */
  image?: string;
  /** Page JSON-LD (FAQPage, Offer...); the shell adds Organization itself. */
  jsonLd: readonly object[];
}

/** The page data: written once by the shell server into <script id="page-data">, read once by the remote. */
export interface PrerenderedPageData {
  format: typeof PRERENDER_FORMAT;
  /** The request's year in America/Sao_Paulo (copyright lines). */
  year: number;
  /** API path -> JSON answer (GET, public) the page was rendered with. */
  api: Readonly<Record<string, unknown>>;
  /** On pages that show the time: when the page was rendered (epoch ms, whole seconds). */
  renderedAt?: number;
}

/** The module a remote publishes as prerender/renderer.<hash>.cjs (its default export). */
export interface PrerenderRenderer {
  format: typeof PRERENDER_FORMAT;
  pages: readonly PageDefinition[];
  /** The public GET API paths whose answers the page's first render needs. */
  dataNeeds(path: string, search: string): string[];
  /** The page's head; may read data.api. `path` is a route pattern of `pages`. */
  head(path: string, search: string, data: PrerenderedPageData): PageHead;
  /** The remote's ./App with the server's data in place of the browser's first fetches. */
  createPage(data: PrerenderedPageData): ComponentType<RemoteAppProps>;
}

/** The page data as the text of its <script type="application/json"> (scriptJson). */
export function writePageData(data: PrerenderedPageData): string {
  return scriptJson(data);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page data of a <script id="page-data">'s text; null when absent, malformed or of another format. */
export function readPageData(text: string | null | undefined): PrerenderedPageData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    !isRecord(value) ||
    value.format !== PRERENDER_FORMAT ||
    !Number.isInteger(value.year) ||
    !isRecord(value.api) ||
    (value.renderedAt !== undefined && typeof value.renderedAt !== 'number')
  ) {
    return null;
  }
  const data: PrerenderedPageData = { format: PRERENDER_FORMAT, year: value.year as number, api: value.api };
  return typeof value.renderedAt === 'number' ? { ...data, renderedAt: value.renderedAt } : data;
}

/** The page of `pages` a path names, following a canonical alias to the page whose head it shares. */
export function canonicalPage(
  pages: readonly PageDefinition[],
  path: string,
): { page: PageDefinition; canonical: PageDefinition } | null {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) return null;
  const canonical = page.canonical ? pages.find((candidate) => candidate.path === page.canonical) : page;
  return canonical ? { page, canonical } : null;
}

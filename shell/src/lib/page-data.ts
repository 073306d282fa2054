/**
 * The data the shell server rendered the page with, embedded as <script type="application/json"
 * id="page-data"> (shell/server/prerender). The first client render reads what the server used, so
 * hydration finds the same HTML; nothing time-, storage- or locale-dependent comes from elsewhere.
 */
export interface PageData {
  /** The year of the request (footer copyright). */
  year?: number;
}

export const PAGE_DATA_ID = 'page-data';

export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    const { year } = value as { year?: unknown };
    return typeof year === 'number' && Number.isInteger(year) ? { year } : {};
  } catch {
    return {};
  }
}

/** True when the server put the page's HTML in the container (hydrate it rather than replace it). */
export function hasServerContent(container: Element): boolean {
  return container.firstElementChild !== null;
}

/** True when the pre-renderer rendered this page: only its pages carry page-data (the 404 does not). */
export function hasPageData(doc: Document = document): boolean {
  return doc.getElementById(PAGE_DATA_ID) !== null;
}

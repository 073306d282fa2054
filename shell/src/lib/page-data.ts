import {
  PAGE_DATA_ID,
  readPageData as readPageDataText,
  type PrerenderedPageData,
} from '@busqy/platform-contract/prerender';

/**
 * The data the shell server rendered the page with, embedded as <script type="application/json"
 * id="page-data"> (shell/server/prerender). The first client render reads what the server used, so
 * hydration finds the same HTML; nothing time-, storage- or locale-dependent comes from elsewhere.
 * Null on a page the browser renders alone (and on page data of another format).
 */
export function readPageData(doc: Document = document): PrerenderedPageData | null {
  return readPageDataText(doc.getElementById(PAGE_DATA_ID)?.textContent);
}

/** True when the server put the page's HTML in the container (hydrate it rather than replace it). */
export function hasServerContent(container: Element): boolean {
  return container.firstElementChild !== null;
}

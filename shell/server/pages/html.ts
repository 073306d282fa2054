// Text → HTML without surprises: attribute/text escaping and JSON that is safe inside <script>.
import { PRERENDER_FILES } from '../prerender/prerender-files.js';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const { scriptJsonEscapes } = PRERENDER_FILES;
const SCRIPT_JSON_UNSAFE = new RegExp(`[${Object.keys(scriptJsonEscapes).join('')}]`, 'g');

/**
 * JSON for a `<script type="application/json">` (or ld+json) block, escaped as the contract's
 * scriptJson escapes the page data (the one table in prerender/files.json): `<`, `>` and `&` become
 * \\u escapes, so no value can close the element or open a comment; U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_JSON_UNSAFE, (character) => scriptJsonEscapes[character]!);
}

export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>`;
}

/**
 * The built index.html with this page's parts: its <head> tags replace the template's generic
 * title and description, and `rootHtml` goes inside <div id="root">.
 */
export function renderDocument(
  template: string,
  { head, rootHtml = '', afterRoot = '' }: { head: string; rootHtml?: string; afterRoot?: string },
): string {
  const withoutGeneric = template
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  const headEnd = withoutGeneric.search(/<\/head>/i);
  const rootTag = /<div id="root"><\/div>/i;
  if (headEnd < 0 || !rootTag.test(withoutGeneric)) {
    throw new Error('index.html needs a </head> and an empty <div id="root"></div>');
  }
  // Functions as replacements: a `$` in the content must stay literal.
  return `${withoutGeneric.slice(0, headEnd)}${head}${withoutGeneric.slice(headEnd)}`.replace(
    rootTag,
    () => `<div id="root">${rootHtml}</div>${afterRoot}`,
  );
}

// A pre-rendered page paints from its HTML alone, so its JavaScript (the shell's and the remote's,
// about 140 KB brotli) runs only once the page has painted. Most pages also request it only then: on
// a phone the HTML and its inline CSS get the whole connection first, and the scripts then hydrate
// what is already on screen (their presses are native or done at the press meanwhile, early-input.ts).
// A page with a form captured before hydration (sign-in, sign-up: its submit needs the app) fetches
// its scripts while it parses instead, preloaded from its <head>: it hydrates earlier with the same
// first paint, for a later paint in Lighthouse's simulation, which counts those downloads on the
// paint's path (the figures: README "Budgets"). Pages the browser renders itself
// (no pre-rendered content) keep their scripts and preloads in the <head>.
import { createHash } from 'node:crypto';
import { escapeHtml, jsonScript } from './html.js';
import { INLINE_SCRIPTS, type InlineScript } from './inline-scripts.js';

const LIST_ID = 'deferred-scripts';

/**
 * Runs once the browser reports the page's first contentful paint (a PerformanceObserver of 'paint'
 * entries, buffered), or a second after `load` where that never comes (a tab opened in the
 * background, a browser without paint timing): preloads the page's scripts, then adds the entry
 * scripts in document order (async=false), as `defer` would have. Scripts the document carries
 * (inline-scripts.ts: the data blocks right before the list, whose `inline` names their files) run
 * first, in their order, in place of their files; should any block not be there (an element put
 * between them), the files are loaded instead. Constant text, so the
 * Content-Security-Policy allows it by hash (LOADER_CSP_SOURCE). Its list is the element right before
 * it (document.currentScript's sibling), never looked up by id: an injected element with that id
 * higher up the page cannot hand it other scripts.
 */
export const LOADER = `(function(){var d=document,w=window,s=d.currentScript.previousElementSibling,l=JSON.parse(s.textContent),c=l.inline||[],b=[],done=0;while(b.length<c.length&&(s=s.previousElementSibling)&&s.type===${JSON.stringify(INLINE_SCRIPTS.blockType)})b.unshift(s.text);function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];d.head.appendChild(e)}function load(){if(done)return;done=1;l.preload.forEach(function(h){add('link',{rel:'preload',as:'script',href:h})});if(b.length===c.length)b.forEach(function(t){add('script',{text:t})});else c.forEach(function(h){add('script',{src:h,async:false})});l.scripts.forEach(function(s){add('script',{src:s,async:false})})}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(load,0)}).observe({type:'paint',buffered:true})}catch(e){}w.addEventListener('load',function(){setTimeout(load,1000)})})();`;

/** The script-src source that allows LOADER and nothing else inline. */
export const LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** html-webpack-plugin's entry scripts: `<script defer="defer" src="/main.1a2b3c4d.js"></script>`. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/** When a pre-rendered page requests its scripts: once it has painted, or while it parses. */
export type ScriptFetch = 'after-paint' | 'while-parsing';

/** The hrefs of the template's entry scripts (html-webpack-plugin's), in document order. */
export function entryScripts(html: string): string[] {
  // Group 1 always takes part in a match.
  return [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/** A pre-rendered document with its scripts deferred (deferScriptsUntilPainted). */
export interface DeferredDocument {
  html: string;
  /**
   * The scripts it preloads while it parses ('while-parsing'; none after the paint), for the
   * response's `Link` header too: the browser requests them when the headers arrive, not once the
   * whole document has (a phone's round trip saved), and a CDN can send them as 103 Early Hints.
   */
  parsingPreloads: string[];
  /** The scripts it carries (their CSP sources go into the response's policy). */
  carried: InlineScript[];
}

/**
 * The document with its entry scripts moved behind the first paint (listed for LOADER at the end of
 * <body>) and the scripts it will need requested by LOADER after that paint, or, 'while-parsing',
 * preloaded from its <head>; other preloads are the caller's to keep.
 * @param html  the finished document
 * @param scriptPreloads  hrefs of scripts the page will need (startup chunks, the remote's)
 * @param carried  scripts the document carries instead of naming their files (inline-scripts.ts);
 *   those neither an entry script nor among `scriptPreloads` are left out
 */
export function deferScriptsUntilPainted(
  html: string,
  scriptPreloads: readonly string[],
  fetch: ScriptFetch = 'after-paint',
  carried: readonly InlineScript[] = [],
): DeferredDocument {
  const entries = entryScripts(html);
  if (entries.length === 0) return { html, parsingPreloads: [], carried: [] };
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) throw new Error('the document has no </head> or no </body>');
  const wanted = [...new Set(scriptPreloads)].filter((href) => !entries.includes(href));
  // The startup chunks first, the entry last: the order their files would have run in.
  const inline = [...wanted, ...entries].flatMap((href) => carried.filter((script) => script.href === href));
  const isCarried = (href: string) => inline.some((script) => script.href === href);
  const scripts = entries.filter((href) => !isCarried(href));
  const needed = wanted.filter((href) => !isCarried(href));
  const early = fetch === 'while-parsing';
  const parsingPreloads = early ? [...scripts, ...needed] : [];
  const preloads = parsingPreloads
    .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="script">`)
    .join('');
  const blocks = inline
    .map((script) => `<script type="${INLINE_SCRIPTS.blockType}">${script.text}</script>`)
    .join('');
  const list = {
    scripts,
    preload: early ? [] : needed,
    ...(inline.length ? { inline: inline.map((script) => script.href) } : {}),
  };
  const loader = `${blocks}${jsonScript(LIST_ID, list)}<script>${LOADER}</script>`;
  const withLoader = `${html.slice(0, headEnd)}${preloads}${html.slice(headEnd, bodyEnd)}${loader}${html.slice(bodyEnd)}`;
  // A function as the replacement: a `$` in a carried script must stay literal.
  return { html: withLoader.replace(ENTRY_SCRIPT, () => ''), parsingPreloads, carried: inline };
}

// A pre-rendered page paints from its HTML alone, so its JavaScript (the shell's and the remote's,
// about 140 KB gzip) is requested only once the page has painted: on a phone the HTML and its inline
// CSS get the whole connection first, and the scripts then hydrate what is already on screen. Pages
// the browser renders itself (no pre-rendered content) keep their scripts and preloads in the <head>.
import { createHash } from 'node:crypto';
import { jsonScript } from './html.js';

const LIST_ID = 'deferred-scripts';

/**
 * Runs once the browser reports the page's first contentful paint (a PerformanceObserver of 'paint'
 * entries, buffered), or a second after `load` where that never comes (a tab opened in the
 * background, a browser without paint timing): preloads the page's scripts, then adds the entry
 * scripts in document order (async=false), as `defer` would have. Constant text, so the
 * Content-Security-Policy allows it by hash (LOADER_CSP_SOURCE). Its list is the element right before
 * it (document.currentScript's sibling), never looked up by id: an injected element with that id
 * higher up the page cannot hand it other scripts.
 */
export const LOADER = `(function(){var d=document,w=window,l=JSON.parse(d.currentScript.previousElementSibling.textContent),done=0;function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];d.head.appendChild(e)}function load(){if(done)return;done=1;l.preload.forEach(function(h){add('link',{rel:'preload',as:'script',href:h})});l.scripts.forEach(function(s){add('script',{src:s,async:false})})}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(load,0)}).observe({type:'paint',buffered:true})}catch(e){}w.addEventListener('load',function(){setTimeout(load,1000)})})();`;

/** The script-src source that allows LOADER and nothing else inline. */
export const LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** html-webpack-plugin's entry scripts: `<script defer="defer" src="/main.1a2b3c4d.js"></script>`. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * The document with its entry scripts moved behind the first paint, and the script preloads with
 * them; other preloads are the caller's to keep.
 * @param html  the finished document
 * @param scriptPreloads  hrefs of scripts the page will need (startup chunks, the remote's)
 */
export function deferScriptsUntilPainted(html: string, scriptPreloads: readonly string[]): string {
  // Group 1 always takes part in a match.
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  if (scripts.length === 0) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('the document has no </body>');
  const list = { scripts, preload: [...new Set(scriptPreloads)].filter((href) => !scripts.includes(href)) };
  const loader = `${jsonScript(LIST_ID, list)}<script>${LOADER}</script>`;
  const withLoader = `${html.slice(0, bodyEnd)}${loader}${html.slice(bodyEnd)}`;
  return withLoader.replace(ENTRY_SCRIPT, '');
}

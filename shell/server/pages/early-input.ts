// Between a pre-rendered page's first paint and its hydration every control is painted but has no
// handler yet. This inline script, run before the body is parsed, records presses on the controls
// the components mark as needing the app (early-input-protocol.json `attribute`, whose value is the
// scope that will handle it: the shell's frame or the remote's page) and hands them to the app once
// that scope has hydrated (`window[global].replay(scope)`, called after React has committed). Native
// controls (links, <details>, radio groups) are never marked: the browser does their job.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { EarlyNavigationAttribute } from './early-input-attributes.js';

/** early-input-protocol.json: the names the inline script and the app share. */
export interface EarlyInputProtocol {
  /** Marks a control that needs the app; its value is the scope that will handle it. */
  attribute: string;
  /** Set on a control pressed before hydration. */
  pressedAttribute: string;
  /**
   * On a marked control whose effect, signed out, is an EarlyNavigation (contract 3.4.0): the effect
   * as JSON (EarlyNavigationAttribute, early-input-attributes.ts), which this script performs at the press.
   */
  navigationAttribute: string;
  /**
   * On the JSON element right before the capture script: the speculation rules that prefetch the
   * page's early-navigation targets (earlyPrefetch), which the script applies unless someone may be
   * signed in or the visitor saves data.
   */
  prefetchAttribute: string;
  /** On a marked button that copies a text (contract 3.4.0): EarlyCopyAttribute as JSON. */
  copyAttribute: string;
  /** The class of the capture script's own toast region, and of each toast in it (Toaster.module.css). */
  toastRegionClass: string;
  toastClass: string;
  /** The path of a toast's close icon (16×16), drawn by the toaster and the capture script alike. */
  toastCloseIconPath: string;
  /**
   * The SPEC §3 keys an early navigation may write (not `uid`, not the checkout's secret): a
   * navigation that names another is left to the app, by the shell and by the script alike.
   */
  earlyStorageKeys: string[];
  /** The SPEC §3 storage key whose presence means someone may be signed in (known-user.ts). */
  signedInKey: string;
  /** window[global].replay(scope) */
  global: string;
  /** The scopes a marked control names: the shell's frame, the remote's page. */
  scopes: { shell: string; page: string };
}

/** The one declaration of the names the inline script and the app share (shell/src/lib/early-input.ts). */
export const PROTOCOL: Readonly<EarlyInputProtocol> = Object.freeze(
  createRequire(import.meta.url)('./early-input-protocol.json') as EarlyInputProtocol,
);

const {
  attribute: A,
  pressedAttribute: P,
  navigationAttribute: N,
  prefetchAttribute: PF,
  copyAttribute: C,
  toastRegionClass: TR,
  toastClass: TC,
  signedInKey: K,
  toastCloseIconPath: CLOSE_ICON,
  global: G,
} = PROTOCOL;

/**
 * How long a replayed press waits for its control to be enabled (a plan card stays disabled until
 * the sign-in state is known, which for a returning visitor needs the sign-in SDK) before it is
 * dropped.
 */
export const REPLAY_WAIT_MS = 15_000;

/**
 * A new toast region is in the page this long before its first toast, so that screen readers see a
 * live region whose content changes (one that appears already filled is often not announced).
 */
export const TOAST_REGION_LEAD_MS = 100;

/** How many distinct early-navigation targets a page prefetches (earlyPrefetch). */
export const PREFETCH_LIMIT = 2;

/** The storage keys an early navigation may write; any other leaves the press to the app. */
export const EARLY_STORAGE_KEYS: readonly string[] = Object.freeze([...PROTOCOL.earlyStorageKeys]);

/**
 * - click on a marked control (a button): recorded, the control shows it was pressed at once
 *   (aria-busy="true" and the pressed attribute, styled in shell/src/styles/base.css), and the event
 *   stops here so nothing else (React's own replay once the root exists) acts on it a second time;
 * - submit of a marked form (a click on its submit button, Enter in a field): never sent natively
 *   (no GET with the password in the URL); the fields keep what was typed, and the form is submitted
 *   again through React (requestSubmit) on replay;
 * - click on a marked control that carries an early navigation (navigationAttribute): performed at
 *   once, as the app would for a signed-out visitor: the stores, then location.assign(to); the
 *   control shows it was pressed. Only while no `signedInKey` is stored (nobody may be signed in),
 *   nothing on the page was changed since it painted (a 'change' or 'input' event: the effect was
 *   rendered for the page as painted, e.g. the billing period; a field whose state differs from the
 *   HTML's, as a browser restores it on reload, counts too), storage works, `to` is a path of this
 *   site and every key it writes is in earlyStorageKeys; otherwise the press is recorded like any
 *   other. Presses recorded before the navigation started are not replayed (the page is leaving). Once a navigation has started, further
 *   presses on marked controls are swallowed (the page is leaving); a page restored from the
 *   back-forward cache is pressable again;
 * - a JSON element right before this script (prefetchAttribute, earlyPrefetch): its speculation
 *   rules are applied once this page's HTML has arrived whole (its navigation entry's responseEnd,
 *   looked at as the parser adds nodes, and at DOMContentLoaded; at once where the browser has no
 *   navigation timing), so the next page never competes with this one's HTML, yet is fetched before
 *   the visitor presses: a phone parses and lays out for a while after the last byte (on slow 4G with
 *   4x CPU, the HTML whole at 0.67 s, the first paint at about 1.0 s, when the rules were applied until
 *   2026-11-29 and the prefetch was still under way for a press at first paint; a timer waited behind
 *   the parser's long tasks, a mutation observer's records come at the end of each). Nothing is
 *   watched where the rules will not be applied: a `signedInKey` stored (the press will not navigate
 *   early), the visitor saving data, a browser without speculation rules;
 * - click on a marked control that carries an early copy (copyAttribute): the text is copied at the
 *   press (its user activation is what the clipboard asks for) and, once the browser has taken it, a
 *   success toast shows for the toaster's duration, built as the shell's toaster builds one (in a
 *   live region of its own outside the app's root, which hydration must find as the server rendered
 *   it, removed once empty; styled by the toaster's CSS through toastRegionClass and toastClass),
 *   with the toaster's close button and hold (kept while the pointer is over it or focus is inside,
 *   WCAG 2.2.1); presses on that control are
 *   ignored while its copy is pending or its toast shows (a double tap copies once). A copy the
 *   browser refuses is handed to the app (recorded, or pressed again once hydrated), which retries
 *   and says why it failed;
 * - a second press of a control already recorded is not recorded again (a double tap acts once);
 * - replay(scope): once per scope, in the order pressed, restores each control's aria-busy and
 *   dispatches the press again on the same (now hydrated) element; a control still disabled then (it
 *   waits for the sign-in state) keeps its pressed state and is pressed once it is enabled, the
 *   presses after it waiting their turn (REPLAY_WAIT_MS at most); from then on that scope's events
 *   are left to React (which by then has also taken the marker off: it is a pre-hydration attribute).
 * Constant text, so the Content-Security-Policy allows it by hash (EARLY_INPUT_CSP_SOURCE).
 */
export const EARLY_INPUT = `(function(){var d=document,q=[],done={},changed=false,went=null,watch=null,OK=${JSON.stringify(EARLY_STORAGE_KEYS)},pre=d.currentScript&&d.currentScript.previousElementSibling,rules=pre&&pre.hasAttribute('${PF}')?pre.textContent:null;if(rules!==null&&wanted()){try{watch=new MutationObserver(arrived);watch.observe(d,{childList:true,subtree:true})}catch(x){}d.addEventListener('DOMContentLoaded',arrived);arrived()}function wanted(){try{var c=navigator.connection;return!window.localStorage.getItem('${K}')&&!(c&&c.saveData)&&!!HTMLScriptElement.supports&&HTMLScriptElement.supports('speculationrules')}catch(x){return false}}function arrived(){var n,r=rules,k;if(r===null)return;try{n=performance.getEntriesByType('navigation')[0]}catch(x){}if(n&&!(n.responseEnd>0)&&d.readyState==='loading')return;rules=null;if(watch)watch.disconnect();d.removeEventListener('DOMContentLoaded',arrived);try{k=d.createElement('script');k.type='speculationrules';k.textContent=r;d.head.appendChild(k)}catch(x){}}function mark(el){var b=el.getAttribute('aria-busy');el.setAttribute('aria-busy','true');el.setAttribute('${P}','');return b}function unmark(el,b){el.removeAttribute('${P}');if(b===null)el.removeAttribute('aria-busy');else el.setAttribute('aria-busy',b)}function dirty(){var i,e,l=d.querySelectorAll('input,textarea');for(i=0;i<l.length;i++){e=l[i];if(e.type==='radio'||e.type==='checkbox'?e.checked!==e.defaultChecked:e.value!==e.defaultValue)return true}return false}function listed(k){return OK.indexOf(k)>=0}function go(el){var raw=el.getAttribute('${N}');if(raw===null||changed||dirty())return false;try{var ls=window.localStorage;if(ls.getItem('${K}'))return false;var f=JSON.parse(raw),to=f.to,st=f.store||{},k;if(typeof to!=='string'||to.charAt(0)!=='/'||/[\\x00-\\x1f\\x7f\\\\]/.test(to)||new URL(to,location.href).origin!==location.origin)return false;if(f.here&&!listed(f.here))return false;for(k in st)if(Object.prototype.hasOwnProperty.call(st,k)&&!listed(k))return false;for(k in st)if(Object.prototype.hasOwnProperty.call(st,k))ls.setItem(k,String(st[k]));if(f.here)ls.setItem(f.here,location.pathname+location.search);location.assign(to);return true}catch(x){return false}}function press(el,e){var s=el.getAttribute('${A}');if(done[s])return;e.preventDefault();e.stopPropagation();if(went)return;for(var i=0;i<q.length;i++)if(q[i].el===el)return;if(el.tagName!=='FORM'){if(go(el)){went={el:el,busy:mark(el)};return}if(copy(el,s))return}q.push({el:el,s:s,busy:mark(el)})}function copy(el,s){var raw=el.getAttribute('${C}'),cb=navigator.clipboard,f,w,b;if(raw===null||!cb||!cb.writeText)return false;if(el.__busqyCopy)return true;try{f=JSON.parse(raw)}catch(x){return false}if(typeof f.text!=='string')return false;el.__busqyCopy=1;b=mark(el);function refused(){unmark(el,b);el.__busqyCopy=0;if(done[s])el.click();else q.push({el:el,s:s,busy:mark(el)})}try{w=cb.writeText(f.text)}catch(x){refused();return true}Promise.resolve(w).then(function(){unmark(el,b);try{toast(f,function(){el.__busqyCopy=0})}catch(x){el.__busqyCopy=0}},refused);return true}function toast(f,end){var r=d.querySelector('.${TR}'),fresh=!r,li=d.createElement('li'),m=d.createElement('div'),p=d.createElement('p');if(fresh){r=d.createElement('section');r.className='${TR}';r.setAttribute('aria-label',f.label);r.setAttribute('aria-live','polite');r.appendChild(d.createElement('ol'));d.body.appendChild(r)}li.className='${TC}';m.setAttribute('role','status');p.textContent=f.title;m.appendChild(p);if(f.description){p=d.createElement('p');p.textContent=f.description;m.appendChild(p)}li.appendChild(m);var x=d.createElement('button'),ns='http://www.w3.org/2000/svg',svg=d.createElementNS(ns,'svg'),path=d.createElementNS(ns,'path'),tm,left=f.ms,since,hov=false,foc=false,held=false;x.type='button';x.setAttribute('aria-label',f.close);svg.setAttribute('viewBox','0 0 16 16');svg.setAttribute('width','16');svg.setAttribute('height','16');svg.setAttribute('aria-hidden','true');path.setAttribute('d','${CLOSE_ICON}');path.setAttribute('stroke','currentColor');path.setAttribute('stroke-width','1.8');path.setAttribute('stroke-linecap','round');svg.appendChild(path);x.appendChild(svg);li.appendChild(x);function gone(){clearTimeout(tm);if(!li.parentNode)return;li.remove();if(!r.firstChild.firstChild)r.remove();end()}function count(){since=Date.now();tm=setTimeout(gone,left)}function hold(){var on=hov||foc;if(on===held)return;held=on;if(on){clearTimeout(tm);left-=Date.now()-since}else count()}x.addEventListener('click',gone);li.addEventListener('mouseenter',function(){hov=true;hold()});li.addEventListener('mouseleave',function(){hov=false;hold()});li.addEventListener('focusin',function(){foc=true;hold()});li.addEventListener('focusout',function(e){if(!li.contains(e.relatedTarget)){foc=false;hold()}});setTimeout(function(){r.firstChild.appendChild(li);count()},fresh?${TOAST_REGION_LEAD_MS}:0)}d.addEventListener('change',function(){changed=true},true);d.addEventListener('input',function(){changed=true},true);window.addEventListener('pageshow',function(e){if(e.persisted&&went){unmark(went.el,went.busy);went=null}});d.addEventListener('click',function(e){var t=e.target,el=t&&t.closest?t.closest('[${A}]'):null;if(el&&el.tagName!=='FORM')press(el,e)},true);d.addEventListener('submit',function(e){var f=e.target;if(f&&f.getAttribute&&f.getAttribute('${A}')!==null)press(f,e)},true);window['${G}']={replay:function(s){if(done[s])return;done[s]=1;var mine=q.filter(function(r){return r.s===s});q=q.filter(function(r){return r.s!==s});if(went){mine.forEach(function(r){unmark(r.el,r.busy)});return}run(mine)}};function run(list){if(!list.length)return;var r=list.shift(),el=r.el;if(el.isConnected&&el.tagName!=='FORM'&&el.disabled){var t,mo=new MutationObserver(function(){if(!el.disabled){mo.disconnect();clearTimeout(t);list.unshift(r);run(list)}});mo.observe(el,{attributes:true,attributeFilter:['disabled']});t=setTimeout(function(){mo.disconnect();unmark(el,r.busy);run(list)},${REPLAY_WAIT_MS});return}unmark(el,r.busy);if(el.isConnected){if(el.tagName==='FORM')el.requestSubmit();else el.click()}run(list)}})();`;

/** The script-src source that allows EARLY_INPUT and nothing else inline. */
export const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT).digest('base64')}'`;

/** The inline <script> a pre-rendered page carries in its <head>. */
export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT}</script>`;

/** The speculation rules of a page's early navigations, and the CSP source that lets them apply. */
export interface EarlyPrefetch {
  /** The JSON element that goes right before EARLY_INPUT_TAG (prefetchAttribute). */
  tag: string;
  /** The hash of the rules' text: the response's script-src must name it (app.ts). */
  cspSource: string;
}

/** A path that needs no escaping in JSON or HTML and cannot name another origin. */
const PREFETCHABLE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/;

/** An attribute's value as React writes it (escapeTextForBrowser), read back. */
function attributeText(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The first PREFETCH_LIMIT distinct targets of the early navigations in a pre-rendered page's HTML
 * that are open pages of the site (`isOpenPage`: never an API path or a protected page, whatever a
 * remote writes in the attribute), as speculation rules that prefetch them at once: a signed-out
 * plan choice then opens /cadastro from the browser's prefetch cache instead of a round trip after
 * the press. None: null.
 */
export function earlyPrefetch(rootHtml: string, isOpenPage: (path: string) => boolean): EarlyPrefetch | null {
  const urls: string[] = [];
  for (const match of rootHtml.matchAll(new RegExp(` ${N}="([^"]*)"`, 'g'))) {
    let to: unknown;
    try {
      to = (JSON.parse(attributeText(match[1]!)) as Partial<EarlyNavigationAttribute>).to;
    } catch {
      continue;
    }
    if (typeof to !== 'string' || !PREFETCHABLE_PATH.test(to) || urls.includes(to) || !isOpenPage(to))
      continue;
    urls.push(to);
    if (urls.length === PREFETCH_LIMIT) break;
  }
  if (urls.length === 0) return null;
  const rules = JSON.stringify({ prefetch: [{ source: 'list', urls, eagerness: 'immediate' }] });
  return {
    tag: `<script type="application/json" ${PF}>${rules}</script>`,
    cspSource: `'sha256-${createHash('sha256').update(rules).digest('base64')}'`,
  };
}

/**
 * Whether a pre-rendered page has a form captured before hydration: its submit needs the app
 * (signing in or up cannot be done at the press), so the page fetches its scripts while it parses
 * (deferred-scripts.ts 'while-parsing') and a form sent at first paint is sent as soon as it can be.
 */
export function capturesForm(rootHtml: string): boolean {
  return new RegExp(`<form\\s(?:[^>]*\\s)?${A}="`).test(rootHtml);
}

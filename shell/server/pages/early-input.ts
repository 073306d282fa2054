// Between a pre-rendered page's first paint and its hydration every control is painted but has no
// handler yet. This inline script, run before the body is parsed, records presses on the controls
// the components mark as needing the app (early-input-protocol.json `attribute`, whose value is the
// scope that will handle it: the shell's frame or the remote's page) and hands them to the app once
// that scope has hydrated (`window[global].replay(scope)`, called after React has committed). Native
// controls (links, <details>, radio groups) are never marked: the browser does their job.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/** early-input-protocol.json: the names the inline script and the app share. */
export interface EarlyInputProtocol {
  /** Marks a control that needs the app; its value is the scope that will handle it. */
  attribute: string;
  /** Set on a control pressed before hydration. */
  pressedAttribute: string;
  /** window[global].replay(scope) */
  global: string;
  /** The scopes a marked control names: the shell's frame, the remote's page. */
  scopes: { shell: string; page: string };
}

/** The one declaration of the names the inline script and the app share (shell/src/lib/early-input.ts). */
export const PROTOCOL: Readonly<EarlyInputProtocol> = Object.freeze(
  createRequire(import.meta.url)('./early-input-protocol.json') as EarlyInputProtocol,
);

const { attribute: A, pressedAttribute: P, global: G } = PROTOCOL;

/**
 * - click on a marked control (a button): recorded, the control shows it was pressed at once
 *   (aria-busy="true" and the pressed attribute, styled in shell/src/styles/base.css), and the event
 *   stops here so nothing else (React's own replay once the root exists) acts on it a second time;
 * - submit of a marked form (a click on its submit button, Enter in a field): never sent natively
 *   (no GET with the password in the URL); the fields keep what was typed, and the form is submitted
 *   again through React (requestSubmit) on replay;
 * - a second press of a control already recorded is not recorded again (a double tap acts once);
 * - replay(scope): once per scope, in the order pressed, restores each control's aria-busy and
 *   dispatches the press again on the same (now hydrated) element; from then on that scope's events
 *   are left to React (which by then has also taken the marker off: it is a pre-hydration attribute).
 * Constant text, so the Content-Security-Policy allows it by hash (EARLY_INPUT_CSP_SOURCE).
 */
export const EARLY_INPUT = `(function(){var d=document,q=[],done={};function press(el,e){var s=el.getAttribute('${A}');if(done[s])return;e.preventDefault();e.stopPropagation();for(var i=0;i<q.length;i++)if(q[i].el===el)return;q.push({el:el,s:s,busy:el.getAttribute('aria-busy')});el.setAttribute('aria-busy','true');el.setAttribute('${P}','')}d.addEventListener('click',function(e){var t=e.target,el=t&&t.closest?t.closest('[${A}]'):null;if(el&&el.tagName!=='FORM')press(el,e)},true);d.addEventListener('submit',function(e){var f=e.target;if(f&&f.getAttribute&&f.getAttribute('${A}')!==null)press(f,e)},true);window['${G}']={replay:function(s){if(done[s])return;done[s]=1;var mine=q.filter(function(r){return r.s===s});q=q.filter(function(r){return r.s!==s});mine.forEach(function(r){var el=r.el;el.removeAttribute('${P}');if(r.busy===null)el.removeAttribute('aria-busy');else el.setAttribute('aria-busy',r.busy);if(!el.isConnected)return;if(el.tagName==='FORM')el.requestSubmit();else el.click()})}}})();`;

/** The script-src source that allows EARLY_INPUT and nothing else inline. */
export const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT).digest('base64')}'`;

/** The inline <script> a pre-rendered page carries in its <head>. */
export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT}</script>`;

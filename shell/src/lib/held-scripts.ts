// The shell server carries the shell's small startup scripts in the document of a first visit's page
// with a form (shell/server/pages/inline-scripts.ts). Once the entry has run from its file, this
// browser's cache holds this release's files: the cookie says so, with the file's name, and the next
// such page names the files instead of sending their bytes again. The cookie holds no personal data
// and reaches no one but this site.
import protocol from '../../server/pages/inline-scripts-protocol.json';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Sets the cookie when `script` (the entry's own element, document.currentScript while it runs) ran
 * from a file; the page's own text (a carried script) has no file to hold.
 */
export function markScriptsHeld(
  script: HTMLOrSVGScriptElement | null = document.currentScript,
  doc: Pick<Document, 'cookie'> = document,
  secure = location.protocol === 'https:',
): void {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  if (!src) return;
  const file = new URL(src).pathname.split('/').pop();
  if (!file) return;
  doc.cookie = `${protocol.cookie}=${file}; Max-Age=${YEAR_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

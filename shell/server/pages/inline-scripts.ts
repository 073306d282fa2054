// A first visit to a page with a captured form (sign-in, sign-up: the submit needs the app) gets the
// shell's small startup scripts in its document instead of as files. Its other scripts are requested
// while the page parses, but on a phone each of them waits a round trip (about 0.56 s on slow 4G) that
// the link spends idle after the document; carried in the document, those bytes use that idle time,
// and the page works about 0.3 s sooner (README "Budgets"). Only the small ones: the shell's main.js and
// its startup chunks up to INLINE_BUDGET_BYTES, not react-dom's chunk. A bigger document delays the
// first paint (the parser reads every byte) and Lighthouse's simulated one. They are data blocks
// (INLINE_SCRIPTS.blockType): the deferred-scripts loader runs them after the first paint, in place
// of the files. A browser that already holds this release's files (the shell's entry sets
// INLINE_SCRIPTS.cookie when it ran from its file, shell/src/lib/held-scripts.ts) gets the files'
// names as before, not the bytes again.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The names the server, its loader, the shell's entry and the budget share (one declaration). */
export interface InlineScriptsProtocol {
  /** The cookie whose value is the file name of the shell entry this browser ran from its file. */
  cookie: string;
  /** The type of the data blocks that carry a script's text (not run by the parser). */
  blockType: string;
}

export const INLINE_SCRIPTS: Readonly<InlineScriptsProtocol> = Object.freeze(
  createRequire(import.meta.url)('./inline-scripts-protocol.json') as InlineScriptsProtocol,
);

/**
 * Brotli bytes of scripts a document may carry: today the shell's entry and its startup chunks but
 * react-dom's (52.6 KB). With those the first paint of /login did not move under slow 4G + 4× CPU;
 * with react-dom's chunk as well (about 110 KB) it came 0.35 s later.
 */
export const INLINE_BUDGET_BYTES = 56 * 1024;

/** A script a document carries: its file's address, its text and the CSP source that allows it. */
export interface InlineScript {
  href: string;
  text: string;
  cspSource: string;
}

/**
 * Text that could end the data block early or put the HTML parser in its script-escape states, or
 * that the parser rewrites (CR, NUL: the text the browser hashes would not be the file's): a file
 * with it is left a file.
 */
const UNSAFE_IN_SCRIPT_BLOCK = /<\/script|<!--|[\r\0]/i;

/** What the file costs on the wire: its brotli twin (the build writes one past 1 KB), else itself. */
async function wireBytes(file: string, text: string): Promise<number> {
  try {
    return (await stat(`${file}.br`)).size;
  } catch {
    return Buffer.byteLength(text);
  }
}

/**
 * The scripts a document may carry: of the shell's own files (same-origin paths), its entry scripts
 * first (without them the page starts only once their file has come), then its startup chunks,
 * smallest first, while they fit INLINE_BUDGET_BYTES; in the order they run (the chunks, then the
 * entries).
 * @param distDir  the built shell
 */
export async function readInlineScripts(
  distDir: string,
  { entries, chunks }: { entries: readonly string[]; chunks: readonly string[] },
): Promise<InlineScript[]> {
  const read = async (href: string) => {
    if (!/^\/[\w.-]+\.js$/.test(href)) return null;
    const file = path.join(distDir, href.slice(1));
    const text = await readFile(file, 'utf8').catch(() => null);
    return text === null || UNSAFE_IN_SCRIPT_BLOCK.test(text)
      ? null
      : { href, text, bytes: await wireBytes(file, text) };
  };
  const [entryFiles, chunkFiles] = await Promise.all([
    Promise.all(entries.map(read)),
    Promise.all(chunks.map(read)),
  ]);
  const readable = (list: typeof entryFiles) => list.filter((file) => file !== null);
  let total = 0;
  const chosen = new Set<string>();
  for (const file of [...readable(entryFiles), ...readable(chunkFiles).sort((a, b) => a.bytes - b.bytes)]) {
    if (total + file.bytes > INLINE_BUDGET_BYTES) continue;
    total += file.bytes;
    chosen.add(file.href);
  }
  return [...readable(chunkFiles), ...readable(entryFiles)]
    .filter((file) => chosen.has(file.href))
    .map(({ href, text }) => ({
      href,
      text,
      cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    }));
}

/** The values of INLINE_SCRIPTS.cookie in a Cookie header (a browser may send it twice: two paths). */
export function heldScriptsCookies(cookieHeader: string | undefined): string[] {
  return (cookieHeader ?? '').split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === INLINE_SCRIPTS.cookie ? [pair.slice(at + 1).trim()] : [];
  });
}

/** Whether the cookie names this release's entry script (`entryHref`, e.g. '/main.1a2b3c4d.js'). */
export function holdsRelease(cookieHeader: string | undefined, entryHref: string): boolean {
  const entry = path.posix.basename(entryHref);
  return heldScriptsCookies(cookieHeader).some((held) => held !== '' && held === entry);
}

import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import {
  INLINE_BUDGET_BYTES,
  INLINE_SCRIPTS,
  heldScriptsCookies,
  holdsRelease,
  readInlineScripts,
} from '../pages/inline-scripts.js';

/** A dist/ with `files`: name → [text, brotli twin's size or none]. */
async function dist(files: Record<string, [string, number?]>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inline-scripts-'));
  for (const [name, [text, brotli]] of Object.entries(files)) {
    await writeFile(path.join(dir, name), text);
    if (brotli !== undefined) await writeFile(path.join(dir, `${name}.br`), Buffer.alloc(brotli));
  }
  return dir;
}

describe('the scripts a first visit carries', () => {
  test("the entry first, then the shell's own chunks, smallest on the wire first, while they fit the budget; in the order they run (chunks, then the entry), each with the hash of its text", async () => {
    const third = Math.floor(INLINE_BUDGET_BYTES / 3);
    const dir = await dist({
      'main.1.js': ['main()', third + 2], // wire size: its brotli twin; the biggest, taken first
      'react-dom.2.js': ['reactDom()', INLINE_BUDGET_BYTES], // too big alone
      'router.3.js': ['router()', third],
      'small.4.js': ['small()'], // no twin: its own bytes
      'shell.5.js': ['shell()', third + 1],
    });
    const scripts = await readInlineScripts(dir, {
      entries: ['/main.1.js'],
      chunks: [
        '/small.4.js',
        '/react-dom.2.js',
        '/router.3.js',
        '/shell.5.js',
        'http://remote.test/remoteEntry.js', // not the shell's
        '/missing.6.js', // not in dist: stays a file
      ],
    });
    // main + small + router fit; shell (one byte bigger than router) would pass the budget.
    expect(scripts.map((script) => script.href)).toEqual(['/small.4.js', '/router.3.js', '/main.1.js']);
    const main = scripts.find((script) => script.href === '/main.1.js');
    expect(main?.text).toBe('main()');
    expect(main?.cspSource).toBe(`'sha256-${createHash('sha256').update('main()').digest('base64')}'`);
  });

  test('a file whose text could close its block, open an HTML comment or be rewritten by the parser (CR, NUL) stays a file', async () => {
    const dir = await dist({
      'a.1.js': ['x("</SCRIPT>")'],
      'b.2.js': ['y("<!--")'],
      'c.3.js': ['z()\r\n'],
      'd.4.js': ['w("\0")'],
      'e.5.js': ['v()'],
    });
    const scripts = await readInlineScripts(dir, {
      entries: [],
      chunks: ['/a.1.js', '/b.2.js', '/c.3.js', '/d.4.js', '/e.5.js'],
    });
    expect(scripts.map((script) => script.href)).toEqual(['/e.5.js']);
  });
});

describe('a browser that holds the release', () => {
  test('the cookie is read by its exact name among others, every time it comes', () => {
    const name = INLINE_SCRIPTS.cookie;
    expect(heldScriptsCookies(undefined)).toEqual([]);
    expect(heldScriptsCookies(`x${name}=a.js; other=1`)).toEqual([]);
    expect(heldScriptsCookies(`other=1; ${name}=main.1a2b3c4d.js; last=2; ${name}=main.0.js`)).toEqual([
      'main.1a2b3c4d.js',
      'main.0.js',
    ]);
  });

  test("holds it only when the cookie names this release's entry file", () => {
    const cookie = `${INLINE_SCRIPTS.cookie}=main.1a2b3c4d.js`;
    expect(holdsRelease(cookie, '/main.1a2b3c4d.js')).toBe(true);
    expect(holdsRelease(cookie, '/main.99999999.js')).toBe(false); // another release: its files are new
    expect(holdsRelease(`${INLINE_SCRIPTS.cookie}=`, '/main.1a2b3c4d.js')).toBe(false);
    expect(holdsRelease(undefined, '/main.1a2b3c4d.js')).toBe(false);
    // Sent twice (an older one first): either may name this release.
    expect(holdsRelease(`${INLINE_SCRIPTS.cookie}=main.0.js; ${cookie}`, '/main.1a2b3c4d.js')).toBe(true);
  });
});

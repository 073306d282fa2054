import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import {
  INLINE_BUDGET_BYTES,
  INLINE_SCRIPTS,
  heldScriptsCookie,
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
  test("the shell's own files, smallest on the wire first while they fit the budget, in the order given, each with the hash of its text", async () => {
    const third = Math.floor(INLINE_BUDGET_BYTES / 3);
    const dir = await dist({
      'main.1.js': ['main()', third - 1], // wire size: its brotli twin
      'react-dom.2.js': ['reactDom()', INLINE_BUDGET_BYTES], // too big alone
      'router.3.js': ['router()', third],
      'small.4.js': ['small()'], // no twin: its own bytes
      'shell.5.js': ['shell()', third + 1],
    });
    const scripts = await readInlineScripts(dir, [
      '/small.4.js',
      '/react-dom.2.js',
      '/router.3.js',
      '/shell.5.js',
      '/main.1.js',
      'http://remote.test/remoteEntry.js', // not the shell's
      '/missing.6.js', // not in dist: stays a file
    ]);
    // small + three thirds would pass the budget: the biggest of the three is left out.
    expect(scripts.map((script) => script.href)).toEqual(['/small.4.js', '/router.3.js', '/main.1.js']);
    const main = scripts.find((script) => script.href === '/main.1.js');
    expect(main?.text).toBe('main()');
    expect(main?.cspSource).toBe(`'sha256-${createHash('sha256').update('main()').digest('base64')}'`);
  });

  test('a file whose text could close its block or open an HTML comment stays a file', async () => {
    const dir = await dist({
      'a.1.js': ['x("</SCRIPT>")'],
      'b.2.js': ['y("<!--")'],
      'c.3.js': ['z()'],
    });
    const scripts = await readInlineScripts(dir, ['/a.1.js', '/b.2.js', '/c.3.js']);
    expect(scripts.map((script) => script.href)).toEqual(['/c.3.js']);
  });
});

describe('a browser that holds the release', () => {
  test('the cookie is read by its exact name among others', () => {
    const name = INLINE_SCRIPTS.cookie;
    expect(heldScriptsCookie(undefined)).toBeUndefined();
    expect(heldScriptsCookie(`x${name}=a.js; other=1`)).toBeUndefined();
    expect(heldScriptsCookie(`other=1; ${name}=main.1a2b3c4d.js; last=2`)).toBe('main.1a2b3c4d.js');
  });

  test("holds it only when the cookie names this release's entry file", () => {
    const cookie = `${INLINE_SCRIPTS.cookie}=main.1a2b3c4d.js`;
    expect(holdsRelease(cookie, '/main.1a2b3c4d.js')).toBe(true);
    expect(holdsRelease(cookie, '/main.99999999.js')).toBe(false); // another release: its files are new
    expect(holdsRelease(`${INLINE_SCRIPTS.cookie}=`, '/main.1a2b3c4d.js')).toBe(false);
    expect(holdsRelease(undefined, '/main.1a2b3c4d.js')).toBe(false);
  });
});

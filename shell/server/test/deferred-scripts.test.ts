import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, test } from '@jest/globals';
import {
  LOADER,
  LOADER_CSP_SOURCE,
  deferScriptsUntilPainted,
  entryScripts,
} from '../pages/deferred-scripts.js';
import { INLINE_SCRIPTS, type InlineScript } from '../pages/inline-scripts.js';

const DOC =
  '<!doctype html><html><head><script defer="defer" src="/main.1a2b3c4d.js"></script></head>' +
  '<body><div id="root"><h1>Planos</h1></div></body></html>';

interface AddedElement {
  tag: string;
  [property: string]: unknown;
}
type Callback = () => void;
type PaintCallback = (list: { getEntriesByName(name: string): { name: string }[] }) => void;

/**
 * Runs the loader against a minimal document and window: what it added to the <head>, in order, and
 * the browser's signals (a paint entry, the load event, the timers they queue).
 */
function runLoader(html: string) {
  const listTag = html.match(/<script type="application\/json" id="deferred-scripts">([\s\S]*?)<\/script>/);
  const list = listTag?.[1];
  if (listTag === null || list === undefined) throw new Error('no script list in the document');
  type Sibling = { type?: string; text: string; previousElementSibling?: Sibling };
  // The elements before the list, nearest last, as the parser made them: each <script> (type, text),
  // else an element the loader must not take for a block.
  const before = html.slice(0, listTag.index);
  const elements = [
    ...before.matchAll(/<script(?: type="([^"]*)")?>([\s\S]*?)<\/script>|<(?!\/|script)[a-z]+[^>]*>/g),
  ].map((m): Omit<Sibling, 'previousElementSibling'> =>
    m[0].startsWith('<script') ? { type: m[1] ?? '', text: m[2] ?? '' } : { text: '' },
  );
  const listElement = elements.reduce<Sibling | undefined>(
    (previous, element) => ({ ...element, previousElementSibling: previous }),
    undefined,
  );
  const added: AddedElement[] = [];
  const observers: { callback: PaintCallback; options: unknown }[] = [];
  const listeners: { type: string; listener: Callback }[] = [];
  const timers: { callback: Callback; ms: number }[] = [];
  // An element injected above (user content with the same id) must not be what the loader reads.
  const clobbered = { textContent: '{"scripts":["https://evil.example/x.js"],"preload":[]}' };
  const document = {
    getElementById: (id: string) => (id === 'deferred-scripts' ? clobbered : null),
    currentScript: { previousElementSibling: { textContent: list, previousElementSibling: listElement } },
    createElement: (tag: string): AddedElement => ({ tag }),
    head: { appendChild: (element: AddedElement) => added.push({ ...element }) },
  };
  class PerformanceObserver {
    constructor(private readonly callback: PaintCallback) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const window = {
    addEventListener: (type: string, listener: Callback) => listeners.push({ type, listener }),
  };
  vm.runInNewContext(LOADER, {
    document,
    window,
    PerformanceObserver,
    setTimeout: (callback: Callback, ms: number) => timers.push({ callback, ms }),
  });
  const entries = (name: string) => ({
    getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
  });
  return {
    added,
    observers,
    paint: (name: string) => observers.forEach(({ callback }) => callback(entries(name))),
    load: () => listeners.filter((l) => l.type === 'load').forEach(({ listener }) => listener()),
    runTimers: () => timers.splice(0).forEach(({ callback }) => callback()),
    timers,
  };
}

describe('scripts of a pre-rendered page wait for its first paint', () => {
  test('the entry script leaves the <head>; a loader at the end of <body> lists it with the preloads', () => {
    const html = deferScriptsUntilPainted(DOC, ['/975.aaaaaaaa.js', 'http://mkt.test/remoteEntry.js']).html;
    expect(html).not.toMatch(/<script defer/);
    expect(html).toContain(
      '<script type="application/json" id="deferred-scripts">{"scripts":["/main.1a2b3c4d.js"],"preload":["/975.aaaaaaaa.js","http://mkt.test/remoteEntry.js"]}</script>',
    );
    expect(html).toMatch(
      /<\/div><script type="application\/json" id="deferred-scripts">.*<\/script><\/body>/,
    );
    expect(html).toContain(`<script>${LOADER}</script>`);
  });

  test('the loader requests nothing until the first contentful paint, then preloads and adds the scripts in order', () => {
    const loader = runLoader(deferScriptsUntilPainted(DOC, ['/975.aaaaaaaa.js']).html);
    expect(loader.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    loader.paint('first-paint'); // a paint without content is not the one
    loader.runTimers();
    expect(loader.added).toEqual([]);
    loader.paint('first-contentful-paint');
    expect(loader.added).toEqual([]); // on the next task, not inside the observer
    loader.runTimers();
    expect(loader.added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/975.aaaaaaaa.js' },
      { tag: 'script', src: '/main.1a2b3c4d.js', async: false },
    ]);
    loader.load(); // the load event's fallback does not load anything twice
    loader.runTimers();
    expect(loader.added).toHaveLength(2);
  });

  test("'while-parsing': the <head> preloads the entry script and every script the page needs (named for the Link header too); the loader only adds the entry script after the paint", () => {
    const { html, parsingPreloads } = deferScriptsUntilPainted(
      DOC,
      ['/975.aaaaaaaa.js', 'http://mkt.test/remoteEntry.js?v=1&x=2', '/main.1a2b3c4d.js'],
      'while-parsing',
    );
    expect(parsingPreloads).toEqual([
      '/main.1a2b3c4d.js',
      '/975.aaaaaaaa.js',
      'http://mkt.test/remoteEntry.js?v=1&x=2',
    ]);
    expect(html).not.toMatch(/<script defer/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1])).toEqual([
      '/main.1a2b3c4d.js',
      '/975.aaaaaaaa.js',
      'http://mkt.test/remoteEntry.js?v=1&amp;x=2',
    ]);
    const loader = runLoader(html);
    loader.paint('first-contentful-paint');
    loader.runTimers();
    expect(loader.added).toEqual([{ tag: 'script', src: '/main.1a2b3c4d.js', async: false }]);
  });

  test("'after-paint' (the default) names no script in the <head> nor for the Link header", () => {
    const { html, parsingPreloads } = deferScriptsUntilPainted(DOC, ['/975.aaaaaaaa.js']);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('as="script"');
    expect(parsingPreloads).toEqual([]);
  });

  test('without a paint (a background tab), the scripts load a second after the load event', () => {
    const loader = runLoader(deferScriptsUntilPainted(DOC, []).html);
    loader.load();
    expect(loader.timers.map((t) => t.ms)).toEqual([1000]);
    loader.runTimers();
    expect(loader.added).toEqual([{ tag: 'script', src: '/main.1a2b3c4d.js', async: false }]);
  });

  test('the loader reads the list right before itself, not an element found by id', () => {
    const loader = runLoader(deferScriptsUntilPainted(DOC, []).html);
    loader.paint('first-contentful-paint');
    loader.runTimers();
    expect(loader.added.map((element) => element.src).filter(Boolean)).toEqual(['/main.1a2b3c4d.js']);
    expect(JSON.stringify(loader.added)).not.toContain('evil.example');
  });

  test('the CSP source is the hash of exactly the inline loader', () => {
    const hash = createHash('sha256').update(LOADER).digest('base64');
    expect(LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  test('a document without entry scripts is left as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(deferScriptsUntilPainted(plain, ['/x.js'])).toEqual({
      html: plain,
      parsingPreloads: [],
      carried: [],
    });
  });
});

describe('scripts a document carries (a first visit to a page with a captured form)', () => {
  const carry = (href: string, text: string): InlineScript => ({ href, text, cspSource: `'sha256-${href}'` });
  const MAIN = carry('/main.1a2b3c4d.js', 'self.ran.push("main $& $1")');
  const CHUNK = carry('/975.aaaaaaaa.js', 'self.ran.push("975")');
  const OTHER = carry('/111.bbbbbbbb.js', 'self.ran.push("not needed")');

  test('they become data blocks right before the list, startup chunks first and the entry last; the others keep their preloads', () => {
    const { html, parsingPreloads, carried } = deferScriptsUntilPainted(
      DOC,
      ['/975.aaaaaaaa.js', 'http://mkt.test/remoteEntry.js'],
      'while-parsing',
      [MAIN, CHUNK, OTHER],
    );
    // OTHER is neither an entry nor a script of the page: not carried.
    expect(carried).toEqual([CHUNK, MAIN]);
    expect(parsingPreloads).toEqual(['http://mkt.test/remoteEntry.js']);
    const type = INLINE_SCRIPTS.blockType;
    // The text exactly as given (a `$&` in it is not a replacement pattern).
    expect(html).toContain(
      `<script type="${type}">${CHUNK.text}</script><script type="${type}">${MAIN.text}</script>` +
        '<script type="application/json" id="deferred-scripts">{"scripts":[],"preload":[],"inline":["/975.aaaaaaaa.js","/main.1a2b3c4d.js"]}</script>',
    );
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('/main.1a2b3c4d.js');
    expect(entryScripts(html)).toEqual([]);
  });

  test('the loader runs them after the first paint, in order and once, before any script file', () => {
    const { html } = deferScriptsUntilPainted(DOC, ['/975.aaaaaaaa.js', '/222.cccccccc.js'], 'after-paint', [
      CHUNK,
      MAIN,
    ]);
    const loader = runLoader(html);
    loader.paint('first-contentful-paint');
    expect(loader.added).toEqual([]);
    loader.runTimers();
    expect(loader.added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/222.cccccccc.js' },
      { tag: 'script', text: CHUNK.text },
      { tag: 'script', text: MAIN.text },
    ]);
    loader.load();
    loader.runTimers();
    expect(loader.added).toHaveLength(3);
  });

  test('should a block be missing (an element put between them and the list), their files are loaded instead, in order', () => {
    const { html } = deferScriptsUntilPainted(DOC, ['/975.aaaaaaaa.js'], 'while-parsing', [CHUNK, MAIN]);
    const loader = runLoader(
      html.replace('<script type="application/json" id="deferred-scripts">', '<div></div>$&'),
    );
    loader.paint('first-contentful-paint');
    loader.runTimers();
    expect(loader.added).toEqual([
      { tag: 'script', src: '/975.aaaaaaaa.js', async: false },
      { tag: 'script', src: '/main.1a2b3c4d.js', async: false },
    ]);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { JSDOM } from 'jsdom';
import { EARLY_INPUT, EARLY_INPUT_CSP_SOURCE, PROTOCOL } from '../pages/early-input.js';

const { attribute, pressedAttribute, global: handle } = PROTOCOL;

const PAGE = `<!doctype html><html><head><script>${EARLY_INPUT}</script></head><body>
<header><button id="entrar" ${attribute}="shell">Entrar</button></header>
<main>
  <button id="plan" ${attribute}="page">Assinar</button>
  <button id="copy" ${attribute}="page" aria-busy="false"><svg><path id="glyph"/></svg>Copiar cupom</button>
  <button id="plain">Sem marca</button>
  <form id="login" ${attribute}="page" method="post" novalidate>
    <input id="email" name="email"><input id="password" name="password" type="password">
    <button id="submit" type="submit">Entrar</button>
  </form>
</main></body></html>`;

/**
 * The page with the capture script run by jsdom (in its own VM context, as a browser runs it), and
 * what reached the app: the listeners React would have on the root, in order.
 */
/** What the inline script installs as window[PROTOCOL.global]. */
interface EarlyInputHandle {
  replay(scope: string): void;
}

function load() {
  const dom = new JSDOM(PAGE, { runScripts: 'dangerously', url: 'https://busqy.test/planos' });
  const { window } = dom;
  const { document } = window;
  const reached: string[] = [];
  const $ = (id: string): HTMLElement => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`#${id} is not on the page`);
    return element;
  };
  const input = (id: string): HTMLInputElement => {
    const element = $(id);
    if (!(element instanceof window.HTMLInputElement)) throw new Error(`#${id} is not an <input>`);
    return element;
  };
  const root = document.body;
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    reached.push(`click #${target.closest('button')?.id}`);
  });
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    reached.push(`submit #${form.id} ${new window.FormData(form).get('email')}`);
    event.preventDefault();
  });
  // The inline script's global: not in the DOM's types.
  const handles = window as unknown as Record<string, EarlyInputHandle | undefined>;
  const replay = (scope: string) => {
    const installed = handles[handle];
    if (!installed) throw new Error(`the inline script installed no window.${handle}`);
    installed.replay(scope);
  };
  return { window, document, reached, $, input, replay };
}

describe('early input: presses before hydration are recorded and replayed once', () => {
  test('a press is recorded, not acted on; the control shows it was pressed; replay acts once', () => {
    const page = load();
    page.$('plan').click();
    expect(page.reached).toEqual([]);
    expect(page.$('plan').getAttribute('aria-busy')).toBe('true');
    expect(page.$('plan').hasAttribute(pressedAttribute)).toBe(true);

    page.replay('page');
    expect(page.reached).toEqual(['click #plan']);
    expect(page.$('plan').hasAttribute('aria-busy')).toBe(false);
    expect(page.$('plan').hasAttribute(pressedAttribute)).toBe(false);

    page.replay('page'); // a second replay (StrictMode, a remount) finds nothing
    expect(page.reached).toEqual(['click #plan']);
  });

  test('after its replay a scope records nothing: the hydrated app handles its own presses', () => {
    const page = load();
    page.replay('page');
    page.$('plan').click();
    expect(page.reached).toEqual(['click #plan']);
    expect(page.$('plan').hasAttribute('aria-busy')).toBe(false);
  });

  test('a double tap is replayed once; presses replay in the order made; aria-busy is restored', () => {
    const page = load();
    page.$('glyph').dispatchEvent(new page.window.MouseEvent('click', { bubbles: true }));
    page.$('plan').click();
    page.$('copy').click();
    page.$('plan').click();
    expect(page.$('copy').getAttribute('aria-busy')).toBe('true');
    page.replay('page');
    expect(page.reached).toEqual(['click #copy', 'click #plan']);
    expect(page.$('copy').getAttribute('aria-busy')).toBe('false');
  });

  test('scopes replay apart: the page waits for its remote while the shell has hydrated', () => {
    const page = load();
    page.$('plan').click();
    page.$('entrar').click();
    page.replay('shell');
    expect(page.reached).toEqual(['click #entrar']);
    page.$('entrar').click(); // the shell is hydrated: straight to the app
    expect(page.reached).toEqual(['click #entrar', 'click #entrar']);
    page.replay('page');
    expect(page.reached).toEqual(['click #entrar', 'click #entrar', 'click #plan']);
  });

  test('an unmarked control is left alone', () => {
    const page = load();
    page.$('plain').click();
    expect(page.reached).toEqual(['click #plain']);
    expect(page.$('plain').hasAttribute('aria-busy')).toBe(false);
  });

  test('a form submitted early is not sent by the browser; replay submits it with what was typed', () => {
    const page = load();
    const navigations: string[] = [];
    // jsdom reports a native form submission as "not implemented"; a sent form would be a navigation.
    page.window.HTMLFormElement.prototype.submit = () => navigations.push('submit');
    page.input('email').value = 'ana@example.com';
    page.input('password').value = 'segredo';
    const submit = new page.window.Event('submit', { bubbles: true, cancelable: true });
    page.$('login').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    page.$('submit').click(); // a second tap on its button (the implicit submission of Enter alike)
    const submits = () => page.reached.filter((event) => event.startsWith('submit'));
    expect(submits()).toEqual([]);
    expect(page.$('login').getAttribute('aria-busy')).toBe('true');

    page.replay('page');
    expect(submits()).toEqual(['submit #login ana@example.com']);
    expect(page.input('password').value).toBe('segredo');
    expect(navigations).toEqual([]);
  });

  test('a control that left the page before replay (a remote that failed) is skipped', () => {
    const page = load();
    page.$('plan').click();
    page.$('plan').remove();
    page.replay('page');
    expect(page.reached).toEqual([]);
  });

  test('the CSP source is the hash of exactly the inline script', () => {
    const hash = createHash('sha256').update(EARLY_INPUT).digest('base64');
    expect(EARLY_INPUT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

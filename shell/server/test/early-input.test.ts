import { createHash } from 'node:crypto';
import { describe, expect, jest, test } from '@jest/globals';
import { JSDOM, VirtualConsole } from 'jsdom';
import {
  EARLY_INPUT,
  EARLY_INPUT_CSP_SOURCE,
  PREFETCH_LIMIT,
  PROTOCOL,
  REPLAY_WAIT_MS,
  capturesForm,
  earlyPrefetch,
  TOAST_REGION_LEAD_MS,
} from '../pages/early-input.js';

const {
  attribute,
  pressedAttribute,
  navigationAttribute,
  prefetchAttribute,
  copyAttribute,
  toastRegionClass,
  signedInKey,
  global: handle,
} = PROTOCOL;

const PAGE = `<!doctype html><html><head><script>${EARLY_INPUT}</script></head><body>
<header><button id="entrar" ${attribute}="shell">Entrar</button></header>
<main>
  <button id="plan" ${attribute}="page">Assinar</button>
  <button id="copy" ${attribute}="page" aria-busy="false"><svg><path id="glyph"/></svg>Copiar cupom</button>
  <button id="plain">Sem marca</button>
  <fieldset><input id="monthly" type="radio" name="period" value="month"></fieldset>
  <button id="choose" ${attribute}="page" ${navigationAttribute}='${JSON.stringify({
    to: '/cadastro',
    store: { selectedPlan: '{"name":"Top Afiliado"}' },
    here: 'loginRedirectUrl',
  }).replace(/'/g, '&#39;')}'>Começar agora</button>
  <button id="coupon" ${attribute}="page" ${copyAttribute}='${JSON.stringify({
    text: 'BUSQYNOVO10',
    title: 'Cupom copiado!',
    description: 'BUSQYNOVO10',
    label: 'Notificações',
    close: 'Fechar',
    ms: 5000,
  })}'>Copiar cupom</button>
  <button id="unlisted" ${attribute}="page" ${navigationAttribute}='{"to":"/cadastro","store":{"uid":"intruder"}}'>Outro</button>
  <button id="tabbed" ${attribute}="page" ${navigationAttribute}='{"to":"/\t/evil.example/x","store":{}}'>Tab</button>
  <button id="elsewhere" ${attribute}="page" ${navigationAttribute}='{"to":"//evil.example/x","store":{"loginRedirectUrl":"/x"}}'>Fora</button>
  <form id="login" ${attribute}="page" method="post" novalidate>
    <input id="email" name="email"><input id="password" name="password" type="password">
    <button id="submit" type="submit">Entrar</button>
  </form>
</main></body></html>`;

/** What the inline script installs as window[PROTOCOL.global]. */
interface EarlyInputHandle {
  replay(scope: string): void;
}

/**
 * The page with the capture script run by jsdom (in its own VM context, as a browser runs it), and
 * what reached the app: the listeners React would have on the root, in order.
 */
function load({
  stored = {} as Record<string, string>,
  clipboard = async (_text: string): Promise<void> => undefined,
  /** Speculation rules the page names right before the capture script (earlyPrefetch's tag). */
  prefetchTag = '',
  saveData = false,
  /**
   * The HTML's arrival as the page sees it: its navigation entry's responseEnd (0 while the HTML
   * arrives) and the document's readyState, both changed at will; none: a browser without navigation
   * timing.
   */
  arrival = undefined as { responseEnd: number; readyState: DocumentReadyState } | undefined,
} = {}) {
  const copied: string[] = [];
  let observers = 0;
  // jsdom does not navigate: location.assign reports "not implemented", which is how the tests see
  // the navigations the script starts.
  const navigations: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    if (/navigation/i.test(error.message)) navigations.push(error.message);
    else throw error;
  });
  const dom = new JSDOM(PAGE.replace('<head><script>', `<head>${prefetchTag}<script>`), {
    runScripts: 'dangerously',
    url: 'https://busqy.test/planos?utm_source=ads',
    virtualConsole,
    beforeParse(window) {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      // Counts the mutation observers the page starts (what it watches while the HTML arrives).
      const Native = window.MutationObserver;
      Object.defineProperty(window, 'MutationObserver', {
        value: class extends Native {
          constructor(callback: MutationCallback) {
            super(callback);
            observers += 1;
          }
        },
      });
      if (arrival) {
        Object.defineProperty(window.performance, 'getEntriesByType', {
          value: (type: string) => (type === 'navigation' ? [{ responseEnd: arrival.responseEnd }] : []),
        });
        Object.defineProperty(window.document, 'readyState', { get: () => arrival.readyState });
      }
      // The page's clock is the test's (jest's fake timers move it with the timers).
      Object.defineProperty(window, 'Date', { value: Date });
      // jsdom knows no speculation rules and no Network Information: a browser that does.
      Object.defineProperty(window.HTMLScriptElement, 'supports', {
        value: (type: string) => type === 'classic' || type === 'speculationrules',
      });
      Object.defineProperty(window.navigator, 'connection', { value: { saveData } });
      // jsdom has no clipboard: this one records what the page copies.
      Object.defineProperty(window.navigator, 'clipboard', {
        value: {
          writeText: (text: string) => {
            copied.push(text);
            return clipboard(text);
          },
        },
      });
    },
  });
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
  const toasts = () =>
    [...document.querySelectorAll(`.${toastRegionClass} [role="status"]`)].map((t) => t.textContent);
  return {
    window,
    document,
    reached,
    navigations,
    copied,
    toasts,
    $,
    input,
    replay,
    observers: () => observers,
  };
}

/** Lets promise callbacks run (the page's realm wraps the test's promises: a few turns). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
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

  test('an early navigation, signed out: stored and navigated at the press, once; nothing to replay', () => {
    const page = load();
    page.$('choose').click();
    page.$('choose').click(); // a double tap: the page is already leaving
    page.$('plan').click(); // so is any other marked control
    expect(page.navigations).toHaveLength(1);
    const stored = page.window.localStorage;
    expect(stored.getItem('selectedPlan')).toBe('{"name":"Top Afiliado"}');
    expect(stored.getItem('loginRedirectUrl')).toBe('/planos?utm_source=ads');
    expect(page.$('choose').getAttribute('aria-busy')).toBe('true');
    expect(page.$('choose').hasAttribute(pressedAttribute)).toBe(true);
    page.replay('page');
    expect(page.reached).toEqual([]);
    expect(page.navigations).toHaveLength(1);
  });

  test('an early navigation while someone may be signed in is recorded and replayed instead', () => {
    const page = load({ stored: { [signedInKey]: 'u1' } });
    page.$('choose').click();
    expect(page.navigations).toEqual([]);
    expect(page.window.localStorage.getItem('selectedPlan')).toBeNull();
    page.replay('page');
    expect(page.reached).toEqual(['click #choose']);
  });

  test('after a change on the page (the billing period) an early navigation waits for the app', () => {
    const page = load();
    page.$('monthly').click();
    page.$('choose').click();
    expect(page.navigations).toEqual([]);
    expect(page.window.localStorage.getItem('selectedPlan')).toBeNull();
    page.replay('page');
    expect(page.reached.slice(1)).toEqual(['click #choose']); // after the radio's own click
  });

  test('an early navigation off the site, or writing a key the protocol does not list, is left to the app', () => {
    const page = load();
    page.$('elsewhere').click();
    page.$('tabbed').click(); // '/<tab>/host': the URL parser drops the tab and reads '//host'
    page.$('unlisted').click();
    expect(page.navigations).toEqual([]);
    expect(page.window.localStorage.getItem('loginRedirectUrl')).toBeNull();
    expect(page.window.localStorage.getItem('uid')).toBeNull();
    page.replay('page');
    expect(page.reached).toEqual(['click #elsewhere', 'click #tabbed', 'click #unlisted']);
  });

  test('a field the browser restored on reload (checked, without a change event) counts as a change', () => {
    const page = load();
    (page.$('monthly') as HTMLInputElement).checked = true; // as a reload restores it
    page.$('choose').click();
    expect(page.navigations).toEqual([]);
    page.replay('page');
    expect(page.reached).toEqual(['click #choose']);
  });

  test('presses recorded before an early navigation are not replayed: the page is leaving', () => {
    const page = load();
    page.$('plan').click();
    page.$('choose').click();
    expect(page.navigations).toHaveLength(1);
    page.replay('page');
    expect(page.reached).toEqual([]);
    expect(page.$('plan').hasAttribute('aria-busy')).toBe(false);
  });

  test('a page back from the back-forward cache is pressable again', () => {
    const page = load();
    page.$('choose').click();
    const shown = new page.window.Event('pageshow');
    Object.defineProperty(shown, 'persisted', { value: true });
    page.window.dispatchEvent(shown);
    expect(page.$('choose').hasAttribute('aria-busy')).toBe(false);
    expect(page.$('choose').hasAttribute(pressedAttribute)).toBe(false);
    page.$('choose').click();
    expect(page.navigations).toHaveLength(2);
  });

  test('a control still disabled at replay (waiting for the sign-in state) is pressed once enabled, in order', async () => {
    const page = load();
    const plan = page.$('plan') as HTMLButtonElement;
    page.$('plan').click();
    page.$('copy').click();
    plan.disabled = true; // hydrated, the app disables it until it knows who is signed in
    page.replay('page');
    expect(page.reached).toEqual([]);
    expect(plan.getAttribute('aria-busy')).toBe('true'); // still shown as pressed
    plan.disabled = false;
    await new Promise((resolve) => setTimeout(resolve, 0)); // the mutation is observed
    expect(page.reached).toEqual(['click #plan', 'click #copy']);
    expect(plan.hasAttribute(pressedAttribute)).toBe(false);
  });

  test('a control that stays disabled is let go after REPLAY_WAIT_MS; the presses after it go on', () => {
    jest.useFakeTimers();
    try {
      const page = load();
      const plan = page.$('plan') as HTMLButtonElement;
      page.$('plan').click();
      page.$('copy').click();
      plan.disabled = true;
      page.replay('page');
      jest.advanceTimersByTime(REPLAY_WAIT_MS - 1);
      expect(page.reached).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(page.reached).toEqual(['click #copy']);
      expect(plan.hasAttribute('aria-busy')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  test('an early copy: copied at the press, once for a double tap, with the success toast; nothing to replay', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const page = load();
      page.$('coupon').click();
      page.$('coupon').click();
      expect(page.copied).toEqual(['BUSQYNOVO10']);
      await settle(); // the clipboard's answer
      // A live region first, then its toast: a region that appears already filled is often not read.
      const region = page.document.querySelector(`.${toastRegionClass}`);
      expect(region?.getAttribute('aria-live')).toBe('polite');
      expect(page.toasts()).toEqual([]);
      jest.advanceTimersByTime(TOAST_REGION_LEAD_MS);
      expect(page.toasts()).toEqual(['Cupom copiado!BUSQYNOVO10']);
      expect(region?.getAttribute('aria-label')).toBe('Notificações');
      expect(page.document.getElementById('root')?.contains(region ?? null) ?? false).toBe(false);
      expect(page.$('coupon').hasAttribute('aria-busy')).toBe(false);
      page.$('coupon').click(); // while its toast shows: the same copy, not another
      expect(page.copied).toEqual(['BUSQYNOVO10']);
      jest.advanceTimersByTime(5000);
      expect(page.toasts()).toEqual([]);
      expect(page.document.querySelector(`.${toastRegionClass}`)).toBeNull(); // an empty region goes
      page.$('coupon').click(); // a press after the toast: a new copy
      expect(page.copied).toEqual(['BUSQYNOVO10', 'BUSQYNOVO10']);
      page.replay('page');
      expect(page.reached).toEqual([]);
      await settle();
      jest.advanceTimersByTime(TOAST_REGION_LEAD_MS + 5000); // its toast goes too (no timer left behind)
      expect(page.toasts()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  test("the early toast has the toaster's close button, and is kept while pointed at or focused", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const page = load();
      const show = async () => {
        page.$('coupon').click();
        await settle();
        jest.advanceTimersByTime(TOAST_REGION_LEAD_MS);
        expect(page.toasts()).toEqual(['Cupom copiado!BUSQYNOVO10']);
        const toast = page.document.querySelector(`.${toastRegionClass} li`);
        const close = toast?.querySelector('button');
        if (!(toast instanceof page.window.HTMLElement) || !(close instanceof page.window.HTMLButtonElement))
          throw new Error('no early toast with a button');
        return { toast, close };
      };
      const first = await show();
      expect(first.close.type).toBe('button');
      expect(first.close.getAttribute('aria-label')).toBe('Fechar');
      expect(first.close.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      first.close.click(); // closed at once, its region with it, and the coupon copies again
      expect(page.toasts()).toEqual([]);
      expect(page.document.querySelector(`.${toastRegionClass}`)).toBeNull();
      const second = await show();
      expect(page.copied).toEqual(['BUSQYNOVO10', 'BUSQYNOVO10']);
      jest.advanceTimersByTime(2000);
      second.toast.dispatchEvent(new page.window.MouseEvent('mouseenter'));
      jest.advanceTimersByTime(60_000); // someone reading it: it stays
      expect(page.toasts()).toEqual(['Cupom copiado!BUSQYNOVO10']);
      second.close.focus(); // focus inside too
      second.toast.dispatchEvent(new page.window.MouseEvent('mouseleave'));
      jest.advanceTimersByTime(60_000);
      expect(page.toasts()).toEqual(['Cupom copiado!BUSQYNOVO10']);
      second.close.blur(); // neither: the 3 s it had left
      jest.advanceTimersByTime(2900);
      expect(page.toasts()).toEqual(['Cupom copiado!BUSQYNOVO10']);
      jest.advanceTimersByTime(100);
      expect(page.toasts()).toEqual([]);
      expect(page.document.querySelector(`.${toastRegionClass}`)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a copy the browser refuses is handed to the app: replayed once hydrated, no toast', async () => {
    const page = load({ clipboard: async () => Promise.reject(new Error('NotAllowedError')) });
    page.$('coupon').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.toasts()).toEqual([]);
    expect(page.$('coupon').getAttribute('aria-busy')).toBe('true'); // waiting for the app
    page.replay('page');
    expect(page.reached).toEqual(['click #coupon']);
  });

  test('a copy refused after the page hydrated goes straight to the app', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const page = load({ clipboard: () => new Promise<void>((_, reject) => void (refuse = reject)) });
    page.$('coupon').click();
    page.replay('page');
    refuse(new Error('NotAllowedError'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.reached).toEqual(['click #coupon']);
  });

  test("the page's prefetch rules are applied once its HTML has arrived whole, once, as the server wrote them", async () => {
    const prefetch = earlyPrefetch(
      `<button ${navigationAttribute}="{&quot;to&quot;:&quot;/cadastro&quot;,&quot;store&quot;:{}}">x</button>`,
      () => true,
    );
    if (!prefetch) throw new Error('no prefetch for an early navigation');
    const rules = (page: ReturnType<typeof load>) =>
      [...page.document.head.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent);
    const expected = JSON.stringify({
      prefetch: [{ source: 'list', urls: ['/cadastro'], eagerness: 'immediate' }],
    });
    /** The parser adds a node (the observer's records come in a microtask). */
    const parsed = async (page: ReturnType<typeof load>) => {
      page.document.body.append(page.document.createElement('p'));
      await Promise.resolve();
    };
    // The HTML still arriving (a phone on a slow link): the next page does not compete with it.
    const arrival = { responseEnd: 0, readyState: 'loading' as DocumentReadyState };
    const page = load({ prefetchTag: prefetch.tag, arrival });
    expect(page.observers()).toBe(1);
    await parsed(page);
    page.document.dispatchEvent(new page.window.Event('DOMContentLoaded')); // not yet: still loading
    expect(rules(page)).toEqual([]);
    // Its last byte: applied as the parser goes on, long before a phone has painted the page.
    arrival.responseEnd = 670;
    await parsed(page);
    expect(rules(page)).toEqual([expected]);
    // The text the browser hashes is the text the server hashed.
    expect(`'sha256-${createHash('sha256').update(rules(page)[0]!).digest('base64')}'`).toBe(
      prefetch.cspSource,
    );
    // Once.
    await parsed(page);
    arrival.readyState = 'interactive';
    page.document.dispatchEvent(new page.window.Event('DOMContentLoaded'));
    expect(rules(page)).toHaveLength(1);

    // Parsed whole (DOMContentLoaded) while the entry still says 0: applied then.
    const late = { responseEnd: 0, readyState: 'loading' as DocumentReadyState };
    const parsedFirst = load({ prefetchTag: prefetch.tag, arrival: late });
    late.readyState = 'interactive';
    parsedFirst.document.dispatchEvent(new parsedFirst.window.Event('DOMContentLoaded'));
    expect(rules(parsedFirst)).toEqual([expected]);
    // A browser without navigation timing: at once.
    expect(rules(load({ prefetchTag: prefetch.tag }))).toEqual([expected]);
    // Someone may be signed in (their plan choice goes to checkout, not /cadastro), or the visitor
    // saves data: nothing fetched ahead, nothing watched while the HTML arrives.
    const arriving = () => ({ responseEnd: 0, readyState: 'loading' as DocumentReadyState });
    for (const options of [{ stored: { [signedInKey]: 'u1' } }, { saveData: true }]) {
      const skipped = load({ prefetchTag: prefetch.tag, arrival: arriving(), ...options });
      expect(skipped.observers()).toBe(0);
      skipped.document.dispatchEvent(new skipped.window.Event('DOMContentLoaded'));
      expect(rules(skipped)).toEqual([]);
    }
    // Without the server's element nothing is fetched ahead.
    const none = load({ arrival: arriving() });
    expect(none.observers()).toBe(0);
    expect(rules(none)).toEqual([]);
  });

  test('capturesForm: a page whose form is captured before hydration (its submit needs the app)', () => {
    expect(capturesForm(`<main><form novalidate="" ${attribute}="page"><input></form></main>`)).toBe(true);
    expect(capturesForm(`<form\n  ${attribute}="page">`)).toBe(true);
    expect(capturesForm('<main><form method="post"><input></form></main>')).toBe(false);
    expect(capturesForm(`<main><button ${attribute}="page">Assinar</button><form></form></main>`)).toBe(
      false,
    );
    expect(capturesForm(`<formulario ${attribute}="page">`)).toBe(false);
    expect(capturesForm(`<form x-${attribute}="page">`)).toBe(false);
  });

  test('earlyPrefetch: the distinct site paths of the early navigations, PREFETCH_LIMIT at most, as React escapes them', () => {
    const button = (to: string) =>
      `<button ${attribute}="page" ${navigationAttribute}="${JSON.stringify({ to, store: {} })
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;')}">x</button>`;
    const urls = (html: string) => {
      // The site's open pages, as the route table would say.
      const found = earlyPrefetch(html, (path) => ['/cadastro', '/login', '/planos', '/a'].includes(path));
      if (!found) return null;
      const text = found.tag.slice(found.tag.indexOf('>') + 1, found.tag.lastIndexOf('</script>'));
      expect(found.tag.startsWith(`<script type="application/json" ${prefetchAttribute}>`)).toBe(true);
      expect(found.cspSource).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      return (JSON.parse(text) as { prefetch: { urls: string[]; eagerness: string }[] }).prefetch[0]!.urls;
    };
    expect(urls(button('/cadastro') + button('/cadastro'))).toEqual(['/cadastro']);
    expect(PREFETCH_LIMIT).toBe(2);
    expect(urls(button('/cadastro') + button('/login') + button('/planos'))).toEqual(['/cadastro', '/login']);
    // Off the site, protocol-relative, with characters to escape, or not JSON: never named.
    for (const to of ['https://evil.example/', '//evil.example/x', '/a?b=<x>', '/a"b', '/\t/x', 'cadastro'])
      expect(urls(button(to))).toBeNull();
    expect(urls(`<button ${navigationAttribute}="{oops">x</button>`)).toBeNull();
    // A path of this site that is no open page (an API, a protected page): never fetched ahead.
    for (const to of ['/api/checkout', '/area-usuario']) expect(urls(button(to))).toBeNull();
    expect(urls(button('/api/checkout') + button('/cadastro'))).toEqual(['/cadastro']);
    expect(urls('<main>sem navegação</main>')).toBeNull();
  });

  test('the CSP source is the hash of exactly the inline script', () => {
    const hash = createHash('sha256').update(EARLY_INPUT).digest('base64');
    expect(EARLY_INPUT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS, createTypedStorage } from './storage';
import protocol from '../../server/pages/early-input-protocol.json';
import { createEarlyInput } from './early-input';
import { mayBeSignedIn } from './known-user';

describe('the page scope of early input (the app side of the capture script)', () => {
  const look = { label: 'Notificações', closeLabel: 'Fechar', durationMs: 5000 };
  const page = createEarlyInput('page', look);
  const plan = {
    name: 'Top Afiliado',
    price: 'R$ 79,90',
    period: '/mês',
    priceRaw: '79.90',
    interval: 'biannual',
  } as const;

  test('navigate: the marker plus the effect, its values encoded exactly as storage.set stores them', () => {
    const attributes = page.navigate?.({
      to: '/cadastro',
      store: { selectedPlan: plan },
      storeHere: 'loginRedirectUrl',
    });
    expect(attributes).toMatchObject(page.marker);
    const effect = JSON.parse(attributes?.[protocol.navigationAttribute as `data-${string}`] ?? 'null');
    const backend = new Map<string, string>();
    const storage = createTypedStorage(
      () => ({ setItem: (k: string, v: string) => backend.set(k, v) }) as unknown as Storage,
    );
    storage.set('selectedPlan', plan);
    expect(effect).toEqual({ to: '/cadastro', store: Object.fromEntries(backend), here: 'loginRedirectUrl' });
  });

  test('navigate to anything but a path of this site gives the plain marker (the press waits for the app)', () => {
    expect(page.navigate?.({ to: '//evil.example/' })).toBe(page.marker);
    expect(page.navigate?.({ to: 'https://evil.example/' })).toBe(page.marker);
    // Nor may it write what the protocol does not list (the session's uid, say).
    expect(page.navigate?.({ to: '/cadastro', store: { uid: 'someone' } })).toBe(page.marker);
    expect(page.navigate?.({ to: '/cadastro', storeHere: 'utm_source' })).toBe(page.marker);
  });

  test('copy: the marker plus the text, its toast and the toaster look the capture script copies', () => {
    const attributes = page.copy?.({ text: 'BF40', toast: { title: 'Cupom copiado!', description: 'BF40' } });
    expect(attributes).toMatchObject(page.marker);
    expect(JSON.parse(attributes?.[protocol.copyAttribute as `data-${string}`] ?? 'null')).toEqual({
      text: 'BF40',
      title: 'Cupom copiado!',
      description: 'BF40',
      label: 'Notificações',
      close: 'Fechar',
      ms: 5000,
    });
    // The shell's own frame has no toaster look to give: its copies wait for the app.
    expect(createEarlyInput('shell').copy?.({ text: 'x', toast: { title: 't' } })).toEqual(
      createEarlyInput('shell').marker,
    );
  });

  test("the capture script's toasts are styled by the toaster's CSS (its protocol classes)", () => {
    const css = readFileSync(path.join(__dirname, '../features/toast/components/Toaster.module.css'), 'utf8');
    expect(css).toContain(`:global(.${protocol.toastRegionClass})`);
    expect(css).toContain(`:global(.${protocol.toastClass})`);
  });

  test("the capture script's signed-in key is the SPEC §3 key the app reads (mayBeSignedIn)", () => {
    expect(STORAGE_KEYS).toContain(protocol.signedInKey);
    const stored = new Map([[protocol.signedInKey, 'u1']]);
    const storage = createTypedStorage(
      () => ({ getItem: (k: string) => stored.get(k) ?? null }) as unknown as Storage,
    );
    expect(mayBeSignedIn(storage)).toBe(true);
    stored.clear();
    expect(mayBeSignedIn(storage)).toBe(false);
  });
});

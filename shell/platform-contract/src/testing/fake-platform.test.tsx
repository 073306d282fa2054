import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAppProps } from '../index';
import { createFakePlatform, fakeApiError, fakeUser, renderRemote } from './fake-platform';

describe('createFakePlatform', () => {
  it('answers API calls from the route table, full path first, then without the query', async () => {
    const platform = createFakePlatform({
      api: {
        'GET /session-status?session_id=a': { status: 'open' },
        'GET /session-status': (request: { path: string }) => ({ status: 'complete', path: request.path }),
        'POST /create-checkout-session': fakeApiError(500, { error: 'boom' }),
      },
    });
    await expect(platform.api.get('/session-status?session_id=a')).resolves.toEqual({ status: 'open' });
    await expect(platform.api.get('/session-status?session_id=b')).resolves.toEqual({
      status: 'complete',
      path: '/session-status?session_id=b',
    });
    const failure = platform.api.post('/create-checkout-session', { planName: 'Elite' });
    await expect(failure).rejects.toMatchObject({ status: 500, body: { error: 'boom' } });
    await expect(platform.api.get('/unknown')).rejects.toMatchObject({ status: 404 });
    expect(platform.api.requests).toEqual([
      { method: 'GET', path: '/session-status?session_id=a' },
      { method: 'GET', path: '/session-status?session_id=b' },
      { method: 'POST', path: '/create-checkout-session', body: { planName: 'Elite' } },
      { method: 'GET', path: '/unknown' },
    ]);
  });

  it('recognises its API errors and rejects aborted calls', async () => {
    const platform = createFakePlatform({ api: () => new Promise(() => undefined) });
    expect(platform.api.isApiError(fakeApiError(401))).toBe(true);
    expect(platform.api.isApiError(new Error('network'))).toBe(false);

    const controller = new AbortController();
    const pending = platform.api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps storage in memory as JSON and starts from the given values', () => {
    const platform = createFakePlatform({ storage: { loginRedirectUrl: '/upsell' } });
    expect(platform.storage.get('loginRedirectUrl')).toBe('/upsell');
    platform.storage.set('upsellEndTime', 123);
    expect(platform.storage.get('upsellEndTime')).toBe(123);
    platform.storage.remove('loginRedirectUrl');
    expect(platform.storage.get('loginRedirectUrl')).toBeNull();
  });

  it('records toasts and navigation', () => {
    const platform = createFakePlatform();
    platform.toast.show({ title: 'Oi' });
    platform.navigation.go('/planos');
    platform.navigation.go('/checkout', { replace: true });
    platform.navigation.assign('https://pay.example.com');
    expect(platform.toast.toasts).toEqual([{ title: 'Oi' }]);
    expect(platform.navigation.calls).toEqual([
      { type: 'go', path: '/planos', replace: false },
      { type: 'go', path: '/checkout', replace: true },
      { type: 'assign', url: 'https://pay.example.com' },
    ]);
  });

  it('signs in by default and lets a test replace an auth action', async () => {
    const platform = createFakePlatform();
    await platform.auth.signIn('bia@example.com', 'secret');
    expect(platform.auth.getState().user?.email).toBe('bia@example.com');

    const spy = jest.spyOn(platform.auth, 'signIn').mockRejectedValue(new Error('nope'));
    await expect(platform.auth.signIn('x@example.com', 'y')).rejects.toThrow('nope');
    expect(spy).toHaveBeenCalledWith('x@example.com', 'y');
  });
});

describe('navigation', () => {
  it('uses the shell rule for post-login paths', () => {
    const platform = createFakePlatform();
    expect(platform.navigation.safeInternalPath('/upsell')).toBe('/upsell');
    expect(platform.navigation.safeInternalPath('//evil.com')).toBeNull();
  });
});

describe('new platform services record what they are asked', () => {
  it('tracking, checkout tab, billing portal and trial', async () => {
    const platform = createFakePlatform();
    platform.tracking.track('cadastro', { subscription_plan: 'Profissional' });
    platform.checkout.openCheckoutTab();
    await platform.billing.openPortal();
    expect(platform.tracking.events).toEqual([
      { event: 'cadastro', data: { subscription_plan: 'Profissional' } },
    ]);
    expect(platform.checkout.calls).toEqual(['open']);
    expect(platform.billing.portalOpens).toBe(1);
  });
});

describe('renderRemote', () => {
  function Probe({ path, platform }: RemoteAppProps) {
    const { user } = platform.auth.useAuth();
    const location = platform.navigation.useLocation();
    const { Link } = platform.components;
    return (
      <>
        <p>
          {path} {location.pathname}
          {location.search}
          {location.hash} {user?.displayName ?? 'anon'}
        </p>
        <Link to="/planos?promo=novo#oferta" className="cta">
          Planos
        </Link>
      </>
    );
  }

  it('mounts the App with the path, the platform and the address of the given entries', () => {
    const { platform } = renderRemote(Probe, { path: '/x', initialEntries: ['/x?y=1'] });
    expect(screen.queryByText('/x /x?y=1 anon')).not.toBeNull();

    act(() => platform.auth.setState({ user: fakeUser({ displayName: 'Rita' }) }));
    expect(screen.queryByText('/x /x?y=1 Rita')).not.toBeNull();
  });

  it('its Link is an <a href> whose click moves the address without a navigation call', async () => {
    const { platform } = renderRemote(Probe, { path: '/x' });
    const link = screen.getByRole('link', { name: 'Planos' });
    expect(link.getAttribute('href')).toBe('/planos?promo=novo#oferta');
    expect(link.className).toBe('cta');
    await userEvent.click(link);
    expect(screen.queryByText('/x /planos?promo=novo#oferta anon')).not.toBeNull();
    expect(platform.navigation.location).toEqual({
      pathname: '/planos',
      search: '?promo=novo',
      hash: '#oferta',
    });
    expect(platform.navigation.calls).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import { createFakePlatform, renderRemote } from '../testing/fake-platform';
import { createRemoteApp, lazyPages, usePlatform } from './remote-app';

function Page() {
  const { version } = usePlatform();
  return <h1>page on {version}</h1>;
}

describe('createRemoteApp (the remote skeleton)', () => {
  const App = createRemoteApp({ '/x': Page });

  it('renders the page for the matched route with the platform in context', () => {
    renderRemote(App, { path: '/x', platform: createFakePlatform({ contractVersion: '3.0.0' }) });
    expect(screen.getByRole('heading', { name: 'page on 3.0.0' })).toBeInTheDocument();
  });

  it("renders the platform's NotFound for a route it does not serve (not inherited keys either)", () => {
    renderRemote(App, { path: 'toString' });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('usePlatform outside the App throws a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderRemote(() => <Page />, { path: '/x' })).toThrow(/inside the remote App/);
    jest.restoreAllMocks();
  });
});

describe('lazyPages', () => {
  it('gives routes that name the same chunk the same lazy page, and renders it', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const pages = lazyPages({ 'page-x': load }, { '/x': 'page-x', '/y': 'page-x' });
    expect(pages['/x']).toBe(pages['/y']);
    renderRemote(createRemoteApp(pages), { path: '/y' });
    expect(await screen.findByRole('heading', { name: /^page on/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails at once on a route that names no chunk', () => {
    expect(() => lazyPages({}, { '/x': 'page-x' })).toThrow('route /x names no page chunk "page-x"');
  });
});

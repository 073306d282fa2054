import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderRemote } from '../testing/fake-platform';
import { createRemoteApp } from './remote-app';
import { Link, useLocation, useSearchParams } from './site-navigation';

function Page() {
  const { pathname, hash } = useLocation();
  const params = useSearchParams();
  return (
    <>
      <h1>
        {pathname} promo={params.get('promo') ?? '-'} {hash}
      </h1>
      <Link to="/planos-promo?promo=blackfriday#ofertas">Black Friday</Link>
    </>
  );
}

const App = createRemoteApp({ '/planos-promo': Page });

describe('site navigation for remote pages (contract 3.0.0)', () => {
  it('reads the address and its query from the platform, and follows a Link', async () => {
    const { platform } = renderRemote(App, {
      path: '/planos-promo',
      initialEntries: ['/planos-promo?promo=novo'],
    });
    expect(screen.getByRole('heading').textContent).toBe('/planos-promo promo=novo ');
    await userEvent.click(screen.getByRole('link', { name: 'Black Friday' }));
    expect(screen.getByRole('heading').textContent).toBe('/planos-promo promo=blackfriday #ofertas');
    expect(platform.navigation.location.search).toBe('?promo=blackfriday');
  });

  it('renders the platform’s own Link component with the props it was given', () => {
    const seen: unknown[] = [];
    const platform = createFakePlatform({
      components: {
        Link: (props) => {
          seen.push(props);
          return <a href={props.to}>{props.children}</a>;
        },
      },
    });
    renderRemote(App, { path: '/planos-promo', platform });
    expect(seen).toEqual([{ to: '/planos-promo?promo=blackfriday#ofertas', children: 'Black Friday' }]);
    act(() => platform.navigation.visit('/planos-promo?promo=x'));
    expect(screen.getByRole('heading').textContent).toBe('/planos-promo promo=x ');
  });
});

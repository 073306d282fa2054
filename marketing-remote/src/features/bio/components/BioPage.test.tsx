import { screen, within } from '@testing-library/react';
import { fakeSocial, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';

const UTM = { utm_source: 'instagram', utm_medium: 'bio', utm_campaign: 'perfil' };

function params(href: string) {
  return Object.fromEntries(new URL(href, 'https://busqy.test').searchParams);
}

describe('link-in-bio page (/bio)', () => {
  it('shows the logo, title, description and six links that all carry the bio UTM parameters', async () => {
    renderRemote(RemoteApp, { path: '/bio' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Busqy' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Busqy' })).toBeInTheDocument();
    const list = screen.getAllByRole('list')[0]!;
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) expect(params(link.getAttribute('href')!)).toMatchObject(UTM);

    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href')!;
    expect(href(/Site oficial/)).toBe('/?utm_source=instagram&utm_medium=bio&utm_campaign=perfil');
    expect(href(/Teste grátis/)).toMatch(/^\/cadastro\?/);
    expect(href(/Cupom de primeira assinatura/)).toBe(
      '/planos-promo?promo=novo&utm_source=instagram&utm_medium=bio&utm_campaign=perfil',
    );
    expect(href(/Fale com um atendente/)).toMatch(/^https:\/\/wa\.me\/5511999999999\?text=/);
    expect(href(/Suporte no WhatsApp/)).toMatch(/^https:\/\/wa\.me\/5511999999999\?text=/);
    expect(href(/Central de Ajuda/)).toMatch(/^https:\/\/ajuda\.example\.com\/\?utm_source=instagram/);
  });

  it("links the platform's social profiles in SPEC order (tiktok, youtube, instagram, facebook) with the bio UTM parameters", async () => {
    renderRemote(RemoteApp, { path: '/bio' });
    const social = await screen.findByRole('list', { name: 'Redes sociais' });
    const links = within(social).getAllByRole('link');
    const order = ['TikTok', 'YouTube', 'Instagram', 'Facebook'];
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(order);
    links.forEach((link, index) => {
      const profile = fakeSocial.find((candidate) => candidate.network === order[index])!;
      const href = link.getAttribute('href')!;
      expect(href.startsWith(profile.url)).toBe(true);
      expect(params(href)).toMatchObject(UTM);
    });
  });

  it('shows the platform logo and a social icon in each social link', async () => {
    renderRemote(RemoteApp, { path: '/bio' });
    const social = await screen.findByRole('list', { name: 'Redes sociais' });
    expect(screen.getByRole('img', { name: 'Busqy' })).toBeInTheDocument();
    expect(within(social).getByTestId('social-icon-TikTok')).toBeInTheDocument();
  });
});

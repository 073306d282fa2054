import { screen, within } from '@testing-library/react';
import { createFakePlatform, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';

async function renderAbout() {
  const platform = createFakePlatform({
    links: { whatsappSupport: 'https://wa.me/5511912345678', contactEmail: 'ola@busqy.example' },
  });
  const view = renderRemote(RemoteApp, { path: '/sobre', platform });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('About page (/sobre)', () => {
  it('shows the purpose, the three pillars and the history since 2024', async () => {
    await renderAbout();
    expect(screen.getByRole('heading', { name: 'Nosso propósito' })).toBeInTheDocument();

    const pillars = within(screen.getByRole('region', { name: 'Nossos pilares' })).getAllByRole('listitem');
    expect(pillars.map((pillar) => within(pillar).getByRole('heading').textContent)).toEqual([
      'Eficiência',
      'Acessibilidade',
      'Resultados',
    ]);

    const history = screen.getByRole('region', { name: 'Nossa história' });
    expect(within(history).getByText(/fundada em 2024/)).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links "Ver planos" to /planos', async () => {
    await renderAbout();
    const planLinks = screen.getAllByRole('link', { name: 'Ver planos' });
    expect(planLinks.length).toBeGreaterThan(0);
    for (const link of planLinks) expect(link).toHaveAttribute('href', '/planos');
  });

  it('opens the WhatsApp contact from the platform links in a new tab and shows the e-mail', async () => {
    await renderAbout();
    const contact = screen.getByRole('link', { name: 'Fale conosco' });
    expect(contact).toHaveAttribute('href', 'https://wa.me/5511912345678');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'ola@busqy.example' })).toHaveAttribute(
      'href',
      'mailto:ola@busqy.example',
    );
  });

  it('sets its document title through the platform', async () => {
    await renderAbout();
    expect(document.title).toBe('Sobre Nós | Busqy');
  });
});

import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COMPANY } from '../../../config/company';
import { fakeRemoteModule } from '../../../testing/fake-remotes';
import { renderShell } from '../../../testing/render-shell';
import { testRuntimeConfig } from '../../../testing/test-config';
import { Footer } from './Footer';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const { links, company } = testRuntimeConfig();

function renderFooter(now?: Date) {
  render(
    <MemoryRouter>
      <Footer links={links} company={company} {...(now ? { now } : {})} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  test('links every footer page of SPEC §2', () => {
    const footer = renderFooter();
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['Soluções', '/solucoes'],
      ['Planos', '/planos'],
      ['Sobre Nós', '/sobre'],
      ['Termos de Uso', '/termos'],
      ['Políticas de Privacidade', '/politicas-de-privacidade'],
    ];
    for (const [name, href] of expected) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const help = footer.getByRole('link', { name: 'Central de Ajuda' });
    expect(help).toHaveAttribute('href', links.helpCenter);
    expect(help).toHaveAttribute('target', '_blank');
  });

  test('social links open in a new tab with an accessible name', () => {
    const footer = renderFooter();
    for (const network of ['Instagram', 'TikTok', 'YouTube', 'Facebook']) {
      const link = footer.getByRole('link', { name: `Busqy no ${network}` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  test('shows the contact e-mail, the WhatsApp link, the current year and the CNPJ', () => {
    const footer = renderFooter(new Date('2031-03-10T12:00:00Z'));
    expect(footer.getByRole('link', { name: links.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${links.contactEmail}`,
    );
    const whatsapp = footer.getByRole('link', { name: COMPANY.phoneLabel });
    expect(whatsapp).toHaveAttribute('href', links.whatsappSupport);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(footer.getByText(/© 2031 Busqy\. Todos os direitos reservados\./)).toBeInTheDocument();
    expect(
      footer.getByText(`${company!.legalName} · CNPJ: ${company!.taxId} · ${company!.address}`),
    ).toBeInTheDocument();
  });

  test('uses the current year by default, inside the composed shell', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation(async (id: string) => fakeRemoteModule(id.replace(/\/App$/, '')) as never);
    await renderShell({ path: '/termos' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Busqy. Todos os direitos reservados.`),
    ).toBeInTheDocument();
    // The legal line comes from the runtime config, not from the bundle.
    expect(footer.getByText(`CNPJ: ${company!.taxId}`, { exact: false })).toBeInTheDocument();
  });
});

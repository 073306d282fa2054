import { screen, within } from '@testing-library/react';
import { renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';

function sectionTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('legal pages', () => {
  it.each([
    {
      path: '/termos',
      title: 'Termos de Uso',
      sections: 10,
      // The terms of SPEC §1.
      mentions: [
        '30, 90, 180 ou 365 dias',
        'renovada automaticamente',
        'a assinatura é cancelada e o acesso à plataforma fica suspenso',
        'garantia incondicional de 7 dias',
        'Não há reembolso de valores referentes a renovações',
        '30 dias de antecedência',
        'leis da República Federativa do Brasil',
      ],
    },
    {
      path: '/politicas-de-privacidade',
      title: 'Políticas de Privacidade',
      sections: 9,
      // The LGPD rights.
      mentions: ['LGPD', 'portabilidade', 'revogação do consentimento', 'correção de dados', 'ANPD'],
    },
  ])('$path: $sections sections, last updated 29 April 2025, stating what it must', async (page) => {
    renderRemote(RemoteApp, { path: page.path });
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 29 de abril de 2025')).toBeInTheDocument();
    expect(sectionTitles()).toHaveLength(page.sections);
    const text = document.body.textContent ?? '';
    for (const mention of page.mentions) expect(text).toContain(mention);
  });

  it('/termos: numbered sections and a table of contents linking each', async () => {
    renderRemote(RemoteApp, { path: '/termos' });
    await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' });
    sectionTitles().forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(within(screen.getByRole('navigation', { name: 'Índice' })).getAllByRole('link')).toHaveLength(10);
  });
});

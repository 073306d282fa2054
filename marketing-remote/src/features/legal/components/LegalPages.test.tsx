import { screen, within } from '@testing-library/react';
import { renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';

function sectionTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('legal pages', () => {
  it('/termos: ten numbered sections, last updated 29 April 2025, stating the terms of SPEC §1', async () => {
    renderRemote(RemoteApp, { path: '/termos' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 29 de abril de 2025')).toBeInTheDocument();
    const titles = sectionTitles();
    expect(titles).toHaveLength(10);
    titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. `)));
    const text = document.body.textContent ?? '';
    for (const claim of [
      '30, 90, 180 ou 365 dias',
      'renovada automaticamente',
      'a assinatura é cancelada e o acesso à plataforma fica suspenso',
      'garantia incondicional de 7 dias',
      'Não há reembolso de valores referentes a renovações',
      '30 dias de antecedência',
      'leis da República Federativa do Brasil',
    ]) {
      expect(text).toContain(claim);
    }
    expect(within(screen.getByRole('navigation', { name: 'Índice' })).getAllByRole('link')).toHaveLength(10);
  });

  it('/politicas-de-privacidade: nine sections, same date, LGPD rights', async () => {
    renderRemote(RemoteApp, { path: '/politicas-de-privacidade' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Políticas de Privacidade' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 29 de abril de 2025')).toBeInTheDocument();
    expect(sectionTitles()).toHaveLength(9);
    const text = document.body.textContent ?? '';
    for (const right of [
      'LGPD',
      'portabilidade',
      'revogação do consentimento',
      'correção de dados',
      'ANPD',
    ]) {
      expect(text).toContain(right);
    }
  });
});

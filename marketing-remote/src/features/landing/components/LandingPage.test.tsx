import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earlierSelectedPlan, renderWithCatalog } from '../../../testing/render-with-catalog';

async function renderLanding(path = '/', options: Parameters<typeof renderWithCatalog>[1] = {}) {
  const view = renderWithCatalog(path, options);
  // The first render loads the page's lazy chunk and the catalog: slow on a busy machine.
  await screen.findByRole('article', { name: 'Elite' }, { timeout: 5000 });
  return view;
}

describe('landing page (SPEC §2)', () => {
  it('has the hero slogan, pain points, #solucoes features, partners, #planos plans and the FAQ', async () => {
    const { container } = await renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'O único app que encontra e publica ofertas automaticamente',
    );
    const pains = screen.getByRole('region', { name: 'Divulgar ofertas não precisa tomar o seu dia' });
    expect(within(pains).getAllByRole('listitem')).toHaveLength(4);
    expect(container.querySelector('#solucoes')).toContainElement(
      screen.getByRole('region', { name: 'Recursos da Busqy' }),
    );
    expect(screen.getByRole('region', { name: 'Lojas e programas parceiros' })).toBeInTheDocument();
    expect(container.querySelector('#planos')).toContainElement(
      screen.getByRole('article', { name: 'Profissional' }),
    );
    expect(screen.getByRole('region', { name: 'Perguntas frequentes' })).toBeInTheDocument();
    // The landing does not clear a chosen plan (only the plans page does).
  });

  it('keeps the stored selected plan (only /planos clears it)', async () => {
    const { platform } = await renderLanding('/home', { storage: { selectedPlan: earlierSelectedPlan } });
    expect(platform.storage.get('selectedPlan')).not.toBeNull();
  });

  it('answers ten questions as native disclosures that open and close', async () => {
    await renderLanding();
    const faq = screen.getByRole('region', { name: 'Perguntas frequentes' });
    const questions = faq.querySelectorAll('details > summary');
    expect(questions).toHaveLength(10);
    const trial = within(faq).getByRole('heading', { name: 'Posso testar de graça?' }).closest('summary')!;
    const disclosure = trial.closest('details')!;
    const answer = within(disclosure).getByText(/7 dias de teste grátis, sem precisar de cartão de crédito/);
    expect(disclosure).not.toHaveAttribute('open');
    expect(answer).not.toBeVisible();
    await userEvent.click(trial);
    expect(disclosure).toHaveAttribute('open');
    expect(answer).toBeVisible();
    await userEvent.click(trial);
    expect(disclosure).not.toHaveAttribute('open');
    expect(answer).not.toBeVisible();
  });

  it('points its call-to-action buttons at /#planos', async () => {
    await renderLanding();
    for (const name of ['Ver planos', 'Testar 7 dias grátis', 'Escolher meu plano']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/#planos');
    }
  });
});

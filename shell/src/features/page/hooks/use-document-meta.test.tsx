import { render } from '@testing-library/react';
import { useDocumentMeta } from './use-document-meta';

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta({ title, description });
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
  document.title = '';
});

it('sets the title and description while mounted and restores the previous ones on unmount', () => {
  document.title = 'Busqy';
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = 'Padrão do site';
  document.head.appendChild(meta);

  const view = render(<Page title="Planos | Busqy" description="Escolha seu plano" />);
  expect(document.title).toBe('Planos | Busqy');
  expect(description()).toBe('Escolha seu plano');

  view.rerender(<Page title="Sobre | Busqy" description="Quem somos" />);
  expect(document.title).toBe('Sobre | Busqy');
  expect(description()).toBe('Quem somos');

  view.unmount();
  expect(document.title).toBe('Busqy');
  expect(description()).toBe('Padrão do site');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
});

it('creates the meta description when the page has none and removes it again', () => {
  const view = render(<Page title="Login" description="Entre na sua conta" />);
  expect(description()).toBe('Entre na sua conta');
  view.unmount();
  expect(document.head.querySelector('meta[name="description"]')).toBeNull();
});

it('hands over cleanly from one page to the next', () => {
  document.title = 'Busqy';
  const first = render(<Page title="A" description="a" />);
  first.unmount();
  render(<Page title="B" description="b" />);
  expect(document.title).toBe('B');
  expect(description()).toBe('b');
});

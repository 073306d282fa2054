import { act, render, screen } from '@testing-library/react';
import { createCheckoutOverlayStore } from '../stores/overlay-store';
import { CheckoutOverlay } from './CheckoutOverlay';

it("covers the page with a busy 'Abrindo checkout...' dialog only while shown", () => {
  const overlay = createCheckoutOverlayStore();
  render(<CheckoutOverlay overlay={overlay} />);
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() => overlay.show());
  const dialog = screen.getByRole('dialog', { name: 'Abrindo checkout...' });
  expect(dialog).toHaveAttribute('aria-busy', 'true');
  expect(dialog).toHaveAttribute('aria-modal', 'true');

  act(() => overlay.hide());
  expect(screen.queryByRole('dialog')).toBeNull();
});

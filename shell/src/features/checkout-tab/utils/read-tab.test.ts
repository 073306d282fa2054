import { createFakeTab, ORIGIN } from '../testing/fake-window';
import { readTab } from './read-tab';

function placeOf(change: (state: ReturnType<typeof createFakeTab>['state']) => void) {
  const { tab, state } = createFakeTab();
  change(state);
  return readTab(tab, ORIGIN);
}

it.each([
  [`${ORIGIN}/checkout`, 'checkout'],
  [`${ORIGIN}/checkout/`, 'checkout'],
  [`${ORIGIN}/checkout?plan=elite`, 'checkout'],
  [`${ORIGIN}/checkout-return?session_id=cs_1`, 'checkout'],
  ['about:blank', 'checkout'],
  [`${ORIGIN}/payment-awaited`, 'boleto'],
  [`${ORIGIN}/payment-awaited?session_id=cs_1`, 'boleto'],
  [`${ORIGIN}/payment-success`, 'success'],
  [`${ORIGIN}/payment-canceled`, 'other'],
  [`${ORIGIN}/checkoutx`, 'other'],
  [`${ORIGIN}/`, 'other'],
  ['https://checkout.stripe.com/c/pay/cs_1', 'unreadable'],
])('reads %s as %s', (href, place) => {
  expect(placeOf((state) => (state.href = href))).toBe(place);
});

it('reads a tab on another origin (SecurityError) as unreadable', () => {
  expect(placeOf((state) => (state.crossOrigin = true))).toBe('unreadable');
});

it('reads an empty address as unreadable', () => {
  expect(placeOf((state) => (state.href = ''))).toBe('unreadable');
});

it('reads a closed tab as closed before touching its address', () => {
  expect(
    placeOf((state) => {
      state.closed = true;
      state.crossOrigin = true;
    }),
  ).toBe('closed');
});

import { createTypedStorage } from '../../../lib/storage';
import type {
  SelectedPlan,
  Tracking,
  TrackingEventData,
  TrackingEventName,
} from '../../../platform/contract';
import { createCheckoutOverlayStore } from '../stores/overlay-store';
import { createFakeHost, createFakeTab, ORIGIN } from '../testing/fake-window';
import type { WatchedTab } from '../utils/read-tab';
import { CHECKOUT_POLL_MS, CHECKOUT_SUCCEEDED_MESSAGE, createCheckoutTab } from './checkout-tab';

const PLAN: SelectedPlan = {
  name: 'Top Afiliado',
  price: 'R$ 107,91',
  period: '/mês',
  priceRaw: '107.91',
  interval: 'month',
  couponCode: 'BUSQYNOVO10',
  couponId: 'coupon_novo',
};

function setup({
  popupBlocked = false,
  plan = PLAN,
}: { popupBlocked?: boolean; plan?: SelectedPlan | null } = {}) {
  localStorage.clear();
  const storage = createTypedStorage();
  if (plan) storage.set('selectedPlan', plan);
  const fake = createFakeTab();
  const fakeHost = createFakeHost();
  const overlay = createCheckoutOverlayStore();
  const events: { event: TrackingEventName; data?: TrackingEventData }[] = [];
  const tracking: Tracking = { track: (event, data) => void events.push({ event, data }) };
  const opened: string[] = [];
  const went: string[] = [];
  const checkout = createCheckoutTab({
    navigation: {
      go: (path) => void went.push(path),
      openTab: (url): WatchedTab | null => {
        opened.push(url);
        return popupBlocked ? null : fake.tab;
      },
    },
    tracking,
    storage,
    overlay,
    host: fakeHost.host,
  });
  const overlayOpen = () => overlay.store.getState().open;
  return { checkout, tab: fake.state, fakeHost, events, opened, went, overlayOpen };
}

const FINISHED = {
  event: 'checkout_finalizado',
  data: { subscription_plan: 'Top Afiliado', interval: 'month', value: 107.91, coupon: 'BUSQYNOVO10' },
};

/** After an outcome nothing keeps running: no timer, no listener, no overlay. */
function expectWatchEnded(context: ReturnType<typeof setup>) {
  expect(jest.getTimerCount()).toBe(0);
  expect(context.fakeHost.listeners.size).toBe(0);
  expect(context.overlayOpen()).toBe(false);
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

it('opens /checkout in a new tab, shows the overlay and polls every 3 s while the tab stays in checkout', () => {
  const context = setup();
  context.checkout.openCheckoutTab();
  expect(context.opened).toEqual(['/checkout']);
  expect(context.overlayOpen()).toBe(true);
  expect(jest.getTimerCount()).toBe(1);

  jest.advanceTimersByTime(CHECKOUT_POLL_MS * 5);
  context.tab.href = `${ORIGIN}/checkout-return?session_id=cs_1`;
  jest.advanceTimersByTime(CHECKOUT_POLL_MS);
  expect(context.went).toEqual([]);
  expect(context.events).toEqual([]);
  expect(context.overlayOpen()).toBe(true);
});

it('goes to /payment-canceled when the tab is closed, at the next poll', () => {
  const context = setup();
  context.checkout.openCheckoutTab();
  context.tab.closed = true;
  jest.advanceTimersByTime(CHECKOUT_POLL_MS - 1);
  expect(context.went).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(context.went).toEqual(['/payment-canceled']);
  expect(context.events).toEqual([]);
  expectWatchEnded(context);
});

// What the opener does once a poll reads the tab somewhere other than /checkout (null: an
// unreadable, cross-origin address).
it.each([
  ['the boleto address', `${ORIGIN}/payment-awaited?session_id=cs_1`, [FINISHED], '/payment-awaited'],
  ['an unreadable (cross-origin) address, as a boleto', null, [FINISHED], '/payment-awaited'],
  ['any other address, as a cancel', `${ORIGIN}/planos`, [], '/payment-canceled'],
  ['/payment-success, like the success message', `${ORIGIN}/payment-success`, [FINISHED], '/payment-success'],
])('a tab that reaches %s: events and destination', (_case, address, events, destination) => {
  const context = setup();
  context.checkout.openCheckoutTab();
  if (address === null) context.tab.crossOrigin = true;
  else context.tab.href = address;
  jest.advanceTimersByTime(CHECKOUT_POLL_MS);
  expect(context.events).toEqual(events);
  expect(context.went).toEqual([destination]);
  expectWatchEnded(context);
});

it("sends checkout_finalizado and goes to /payment-success on a same-origin 'checkout_succeeded' message", () => {
  const context = setup();
  context.checkout.openCheckoutTab();
  context.fakeHost.post(CHECKOUT_SUCCEEDED_MESSAGE);
  expect(context.events).toEqual([FINISHED]);
  expect(context.went).toEqual(['/payment-success']);
  expectWatchEnded(context);
  // The ended watch does not react to later polls or messages.
  context.tab.closed = true;
  jest.advanceTimersByTime(CHECKOUT_POLL_MS * 3);
  context.fakeHost.post(CHECKOUT_SUCCEEDED_MESSAGE);
  expect(context.went).toEqual(['/payment-success']);
  expect(context.events).toHaveLength(1);
});

it('ignores messages from other origins and other messages from this origin', () => {
  const context = setup();
  context.checkout.openCheckoutTab();
  context.fakeHost.post(CHECKOUT_SUCCEEDED_MESSAGE, 'https://evil.example');
  context.fakeHost.post(CHECKOUT_SUCCEEDED_MESSAGE, 'http://busqy.test');
  context.fakeHost.post('checkout_failed');
  context.fakeHost.post({ type: CHECKOUT_SUCCEEDED_MESSAGE });
  expect(context.went).toEqual([]);
  expect(context.events).toEqual([]);
  expect(context.overlayOpen()).toBe(true);
  expect(jest.getTimerCount()).toBe(1);
});

it('checks out in this tab when the browser blocks the popup', () => {
  const context = setup({ popupBlocked: true });
  context.checkout.openCheckoutTab();
  expect(context.went).toEqual(['/checkout']);
  expectWatchEnded(context);
});

it('sends the finished event without plan data when no plan is stored', () => {
  const context = setup({ plan: null });
  context.checkout.openCheckoutTab();
  context.fakeHost.post(CHECKOUT_SUCCEEDED_MESSAGE);
  expect(context.events).toEqual([{ event: 'checkout_finalizado', data: {} }]);
});

it('a second purchase replaces the watch in progress', () => {
  const context = setup();
  context.checkout.openCheckoutTab();
  context.checkout.openCheckoutTab();
  expect(context.opened).toHaveLength(2);
  expect(jest.getTimerCount()).toBe(1);
  expect(context.fakeHost.listeners.size).toBe(1);
  context.fakeHost.post(CHECKOUT_SUCCEEDED_MESSAGE);
  expect(context.went).toEqual(['/payment-success']);
  expect(context.events).toHaveLength(1);
});

describe('notifyCheckoutSucceeded', () => {
  function checkoutWithOpener(opener: ReturnType<typeof createFakeHost>['host']['opener']) {
    const { host } = createFakeHost(opener);
    return createCheckoutTab({
      navigation: { go: jest.fn(), openTab: () => null },
      tracking: { track: jest.fn() },
      storage: createTypedStorage(),
      overlay: createCheckoutOverlayStore(),
      host,
    });
  }

  it("posts 'checkout_succeeded' to the opener, restricted to this origin", () => {
    const postMessage = jest.fn();
    checkoutWithOpener({ postMessage }).notifyCheckoutSucceeded();
    expect(postMessage).toHaveBeenCalledWith('checkout_succeeded', ORIGIN);
  });

  it('does nothing without an opener', () => {
    expect(() => checkoutWithOpener(null).notifyCheckoutSucceeded()).not.toThrow();
  });

  it('only logs when the opener cannot be reached', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const postMessage = jest.fn(() => {
      throw new Error('gone');
    });
    expect(() => checkoutWithOpener({ postMessage }).notifyCheckoutSucceeded()).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

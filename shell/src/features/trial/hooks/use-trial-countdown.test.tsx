import { act, render, screen } from '@testing-library/react';
import { createTypedStorage } from '../../../lib/storage';
import type { AuthState } from '../../../platform/contract';
import { fakeUser } from '@busqy/platform-contract/testing';
import { createTrialCountdown } from '../components/TrialCountdown';
import { createUseTrialCountdown } from './use-trial-countdown';

const REGISTERED = '2025-03-01T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

function setup(auth: AuthState, stored?: string) {
  localStorage.clear();
  const storage = createTypedStorage();
  if (stored) storage.set('registrationDate', stored);
  const useTrialCountdown = createUseTrialCountdown({ useAuth: () => auth, storage });
  function Probe() {
    const state = useTrialCountdown();
    return (
      <output>{`${state.days}d ${state.hours}h ${state.minutes}m ${state.seconds}s ${state.expired}`}</output>
    );
  }
  return { useTrialCountdown, view: render(<Probe />) };
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse(REGISTERED) + 2 * DAY });
});

afterEach(() => {
  jest.useRealTimers();
});

it('counts down from the account creation time, one tick per second', () => {
  setup({ user: fakeUser({ createdAt: REGISTERED }), loading: false }, '2020-01-01T00:00:00.000Z');
  expect(screen.getByRole('status')).toHaveTextContent('5d 0h 0m 0s false');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('status')).toHaveTextContent('4d 23h 59m 59s false');
  act(() => jest.advanceTimersByTime(61_000));
  expect(screen.getByRole('status')).toHaveTextContent('4d 23h 58m 58s false');
  expect(jest.getTimerCount()).toBe(1);
});

it('falls back to the stored registrationDate without a signed-in user', () => {
  setup({ user: null, loading: false }, '2025-03-02T12:00:00.000Z');
  expect(screen.getByRole('status')).toHaveTextContent('6d 0h 0m 0s false');
});

it('falls back to the stored registrationDate when the account has no creation time', () => {
  setup({ user: fakeUser({ createdAt: null }), loading: false }, '2025-03-02T12:00:00.000Z');
  expect(screen.getByRole('status')).toHaveTextContent('6d 0h 0m 0s false');
});

it('stops ticking at expiry and shows zeros', () => {
  jest.setSystemTime(Date.parse(REGISTERED) + 7 * DAY - 2000);
  setup({ user: fakeUser({ createdAt: REGISTERED }), loading: false });
  expect(screen.getByRole('status')).toHaveTextContent('0d 0h 0m 2s false');
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('status')).toHaveTextContent('0d 0h 0m 0s true');
  expect(jest.getTimerCount()).toBe(0);
});

it('never starts a timer for an expired trial or an unknown date', () => {
  jest.setSystemTime(Date.parse(REGISTERED) + 30 * DAY);
  setup({ user: fakeUser({ createdAt: REGISTERED }), loading: false });
  expect(screen.getByRole('status')).toHaveTextContent('0d 0h 0m 0s true');
  expect(jest.getTimerCount()).toBe(0);
  setup({ user: null, loading: false });
  expect(jest.getTimerCount()).toBe(0);
});

it('clears its interval on unmount', () => {
  const { view } = setup({ user: fakeUser({ createdAt: REGISTERED }), loading: false });
  expect(jest.getTimerCount()).toBe(1);
  view.unmount();
  expect(jest.getTimerCount()).toBe(0);
});

describe('TrialCountdown component', () => {
  function renderCountdown(props: { showSeconds?: boolean; showProgress?: boolean } = {}) {
    localStorage.clear();
    const useTrialCountdown = createUseTrialCountdown({
      useAuth: () => ({ user: fakeUser({ createdAt: REGISTERED }), loading: false }),
      storage: createTypedStorage(),
    });
    const TrialCountdown = createTrialCountdown(useTrialCountdown);
    return render(<TrialCountdown {...props} />);
  }

  it('shows labelled pt-BR units and a progress bar that empties as time passes', () => {
    jest.setSystemTime(Date.parse(REGISTERED) + 3.5 * DAY + 1000);
    renderCountdown();
    const units = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(units).toEqual(['03dias', '11horas', '59minutos', '59segundos']);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    act(() => jest.advanceTimersByTime(3.5 * DAY));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '00dias',
      '00horas',
      '00minutos',
      '00segundos',
    ]);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('can hide the seconds and the bar (user area)', () => {
    renderCountdown({ showSeconds: false, showProgress: false });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '05dias',
      '00horas',
      '00minutos',
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the merged user record decides (issue 12 item 3)', () => {
  function setupWithRecord(auth: AuthState, record: Record<string, string | null | undefined>) {
    const storage = createTypedStorage();
    const useTrialCountdown = createUseTrialCountdown({
      useAuth: () => auth,
      storage,
      useRecordCreatedAt: (uid) => (uid === null ? undefined : record[uid]),
    });
    function Probe() {
      const state = useTrialCountdown();
      return <output>{`${state.days}d ${state.expired}`}</output>;
    }
    render(<Probe />);
  }

  it("uses the record's createdAt over the sign-in service's creation time", () => {
    setupWithRecord(
      { user: fakeUser({ uid: 'u1', createdAt: REGISTERED }), loading: false },
      {
        u1: '2020-01-15T12:00:00.000Z',
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('0d true');
  });

  it('reads the record of the cookie session uid when the sign-in service has no user', () => {
    localStorage.setItem('uid', 'u2');
    setupWithRecord({ user: null, loading: false }, { u2: '2025-03-02T12:00:00.000Z' });
    expect(screen.getByRole('status')).toHaveTextContent('6d false');
  });

  it('while the record is unknown, falls back to the creation time, then the stored date', () => {
    setupWithRecord({ user: fakeUser({ uid: 'u3', createdAt: REGISTERED }), loading: false }, {});
    expect(screen.getByRole('status')).toHaveTextContent('5d false');
  });
});

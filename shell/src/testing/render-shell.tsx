import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createShell } from '../app/create-shell';
import { ShellRoutes } from '../app/ShellRoutes';
import type { NavigateFn } from '../lib/navigation';
import type { RuntimeConfig } from '../platform/contract';
import { FakeAuthBackend } from './fake-auth-backend';
import { createFetchMock } from './fetch-mock';
import { testRuntimeConfig } from './test-config';

interface RenderShellOptions {
  path?: string;
  config?: RuntimeConfig;
  backend?: FakeAuthBackend;
  fetchMock?: ReturnType<typeof createFetchMock>;
  /**
   * Someone signed in on this browser before (the known-user marker, SPEC §3 `uid`), so the shell
   * loads the sign-in service at start. Default: when the backend has a signed-in user.
   */
  knownUser?: boolean;
}

/** Cookie endpoints answer 200 unless a test says otherwise. */
export function defaultApi() {
  return createFetchMock({
    'POST /api/auth/set-cookie': { body: { ok: true } },
    'POST /api/auth/clear-cookie': { body: { ok: true } },
    'GET /api/auth/check-cookie': { body: { authenticated: false } },
    'GET /api/users/user-1': { body: { uid: 'user-1', createdAt: null } },
  });
}

/** What tests read and drive of the router: where it is, and a navigation as a link would do it. */
export interface TestRouter {
  readonly state: { location: Location };
  navigate: NavigateFn;
}

/** Reports each location the router renders (the test reads the latest). */
function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

/**
 * The whole shell (platform, layout, router from the runtime config) on a memory router, after
 * the sign-in listener has started.
 */
export async function renderShell({
  path = '/',
  config = testRuntimeConfig(),
  backend = new FakeAuthBackend(),
  fetchMock = defaultApi(),
  knownUser = backend.currentUser !== null,
}: RenderShellOptions = {}) {
  if (knownUser) window.localStorage.setItem('uid', backend.currentUser?.uid ?? 'user-1');
  const shell = createShell({ config, fetchImpl: fetchMock.fetch, loadBackend: async () => backend });
  let location: Location | null = null;
  let navigate: NavigateFn | null = null;
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('the router has not rendered');
      return { location };
    },
    navigate: (to, options) => {
      if (!navigate) throw new Error('the router has not rendered');
      return navigate(to, options);
    },
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe onLocation={(next) => void (location = next)} />
      <ShellRoutes
        routes={shell.routes}
        attachNavigate={(next) => {
          navigate = next;
          shell.attachNavigate(next);
        }}
      />
    </MemoryRouter>,
  );
  await act(async () => {
    await shell.auth.start();
  });
  return { ...view, shell, router, backend, fetchMock };
}

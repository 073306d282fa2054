import { screen, waitFor } from '@testing-library/react';
import type { FakePlatform, FakePlatformOptions } from '@busqy/platform-contract/testing';
import { createFakePlatform, fakeAuthError, renderRemote } from '@busqy/platform-contract/testing';
import type { AuthUser } from '@busqy/platform-contract';
import RemoteApp from '../App';

/** Renders the remote at `path` on a fake platform and waits for the page's heading. */
export async function renderAccountPage(path: string, heading: string, options: FakePlatformOptions = {}) {
  const platform = createFakePlatform(options);
  renderRemote(RemoteApp, { path, platform });
  await screen.findByRole('heading', { name: heading });
  return platform;
}

export const toastTitles = (platform: FakePlatform) => platform.toast.toasts.map((toast) => toast.title);

/** An auth call (signIn, signUp) that fails with the given Firebase error code. */
export const failsWithCode = (code: string) => async (): Promise<never> => {
  throw fakeAuthError(code);
};

/** An auth call that stays pending until the test calls `finish`, to look at the busy state. */
export function pendingAuthCall() {
  let resolve: (user: AuthUser) => void = () => undefined;
  const call = jest.fn(() => new Promise<AuthUser>((settle) => (resolve = settle)));
  return { call, finish: (user: AuthUser) => resolve(user) };
}

/** The failed submit said `message` in one destructive toast, went nowhere, and can be retried. */
export async function expectFailureToastAndRetry(platform: FakePlatform, message: string, button: string) {
  await waitFor(() => expect(toastTitles(platform)).toEqual([message]));
  expect(platform.toast.toasts[0]?.variant).toBe('destructive');
  expect(screen.getByRole('button', { name: button })).toBeEnabled();
  expect(platform.navigation.calls).toEqual([]);
}

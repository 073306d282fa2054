/** Addresses of the running stack, given by the root test runner (.dev/test.mjs). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the journeys through \`npm test\`, which starts the stack first`,
    );
  }
  return value.replace(/\/$/, '');
}

export const env = {
  get baseUrl() {
    return required('E2E_BASE_URL');
  },
  get apiUrl() {
    return required('E2E_API_URL');
  },
  get authEmulatorUrl() {
    return required('E2E_AUTH_EMULATOR_URL');
  },
  get chromiumPath() {
    return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  },
};

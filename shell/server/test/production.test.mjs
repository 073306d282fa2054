// NODE_ENV=production refuses local defaults: main.ts is started as `npm start` / an operator would.
import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { productionProblems } from '../production-guard.js';

const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));
const REMOTES = ['marketing', 'account', 'checkout'];

const SAFE = {
  NODE_ENV: 'production',
  FIREBASE_USE_EMULATOR: 'false',
  FIREBASE_API_KEY: 'AIzaSy-real-key',
  FIREBASE_PROJECT_ID: 'busqy-prod',
  MARKETING_REMOTE_URL: 'https://marketing.busqy.com.br',
  ACCOUNT_REMOTE_URL: 'https://account.busqy.com.br',
  CHECKOUT_REMOTE_URL: 'https://checkout.busqy.com.br',
  API_URL: 'https://api.busqy.com.br',
  PUBLIC_SITE_URL: 'https://www.busqy.com.br',
  TRUSTED_PROXIES: '10.0.0.0/8',
  COMPANY_LEGAL_NAME: 'Busqy Tecnologia Ltda.',
  COMPANY_CNPJ: '12.345.678/0001-90',
  COMPANY_ADDRESS: 'Av. Paulista, 1000, São Paulo - SP, 01310-100',
};

/** Runs main.ts with exactly `env` (plus PATH); resolves when it exits or prints its URL. */
function boot(env) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let listening = false;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!stdout.includes('Busqy shell: http')) return;
      clearInterval(timer);
      listening = true;
      child.kill('SIGTERM');
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      resolve({ code: listening ? 'listening' : code, stdout, stderr });
    });
  });
}

describe('NODE_ENV=production', () => {
  test('with nothing set, the server refuses to start and names every variable', async () => {
    const { code, stderr, stdout } = await boot({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stdout).not.toContain('http://');
    expect(stderr).toContain('Refusing to start with NODE_ENV=production');
    for (const name of [
      'FIREBASE_USE_EMULATOR',
      'FIREBASE_API_KEY',
      'FIREBASE_PROJECT_ID',
      'MARKETING_REMOTE_URL',
      'ACCOUNT_REMOTE_URL',
      'CHECKOUT_REMOTE_URL',
      'API_URL',
      'COMPANY_LEGAL_NAME',
      'COMPANY_CNPJ',
      'COMPANY_ADDRESS',
      'PUBLIC_SITE_URL',
      'TRUSTED_PROXIES',
    ]) {
      expect(stderr).toContain(`- ${name}`);
    }
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  }, 20_000);

  test('emulator, localhost and plain-http URLs are refused one by one', async () => {
    const { code, stderr } = await boot({
      ...SAFE,
      FIREBASE_USE_EMULATOR: 'true',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      MARKETING_REMOTE_URL: 'http://localhost:3001',
      ACCOUNT_REMOTE_URL: 'http://account.busqy.com.br',
      API_URL: 'http://127.0.0.1:4000',
      STRIPE_EMULATOR_PUBLIC_URL: 'http://127.0.0.1:12111',
      COMPANY_CNPJ: '00.000.000/0001-00',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('- COMPANY_CNPJ is not set or is the local placeholder');
    expect(stderr).toContain('- FIREBASE_USE_EMULATOR must be "false"');
    expect(stderr).toContain('- FIREBASE_AUTH_EMULATOR_URL must not be set');
    expect(stderr).toContain('- MARKETING_REMOTE_URL points at this machine (localhost:3001)');
    expect(stderr).toContain('- ACCOUNT_REMOTE_URL must be https');
    expect(stderr).toContain('- API_URL points at this machine');
    expect(stderr).toContain('- STRIPE_EMULATOR_PUBLIC_URL must not be set');
    expect(stderr).not.toContain('CHECKOUT_REMOTE_URL');
    expect(stderr).not.toContain('PUBLIC_SITE_URL');
  }, 20_000);

  test('a complete production configuration starts', async () => {
    const { code, stderr } = await boot({
      ...SAFE,
      SHELL_PORT: String(3690 + Math.floor(Math.random() * 9)),
    });
    expect(stderr).toBe('');
    expect(code).toBe('listening');
  }, 20_000);

  test.each([
    [
      'a plain-http API_URL without API_URL_PRIVATE',
      { API_URL: 'http://api.internal:4000' },
      'API_URL must be https',
    ],
    [
      'a loopback API_URL without API_URL_PRIVATE',
      { API_URL: 'http://127.0.0.1:4000' },
      'API_URL points at this machine',
    ],
    ['API_URL_PRIVATE that is not true/false', { API_URL_PRIVATE: 'yes' }, 'API_URL_PRIVATE must be'],
    ['the default TRUSTED_PROXIES (unset)', { TRUSTED_PROXIES: undefined }, 'TRUSTED_PROXIES is not set'],
    [
      'a remote at the root of a shared host',
      { MARKETING_REMOTE_URL: 'https://storage.googleapis.com' },
      'MARKETING_REMOTE_URL is on a shared host',
    ],
  ])('refuses %s, one variable at a time', (_case, change, problem) => {
    const problems = productionProblems({ ...SAFE, ...change }, REMOTES);
    expect(problems).toEqual([expect.stringContaining(problem)]);
  });

  test('a remote in its own folder of a shared host is fine (the CSP allows only that folder)', () => {
    expect(
      productionProblems(
        { ...SAFE, MARKETING_REMOTE_URL: 'https://storage.googleapis.com/busqy-remotes/marketing' },
        REMOTES,
      ),
    ).toEqual([]);
  });

  test('API_URL_PRIVATE=true lets the shell reach the API over a private http:// address (in-cluster)', () => {
    expect(
      productionProblems(
        { ...SAFE, API_URL: 'http://busqy-api.default.svc:4000', API_URL_PRIVATE: 'true' },
        REMOTES,
      ),
    ).toEqual([]);
    expect(
      productionProblems({ ...SAFE, API_URL: 'http://127.0.0.1:4000', API_URL_PRIVATE: 'true' }, REMOTES),
    ).toEqual(['API_URL points at this machine (127.0.0.1:4000)']);
  });

  test('a malformed CNPJ stops the server in any environment', async () => {
    const { code, stderr } = await boot({ COMPANY_CNPJ: '123', SHELL_PORT: '3699' });
    expect(code).toBe(1);
    expect(stderr).toContain('COMPANY_CNPJ must look like 12.345.678/0001-90, got "123"');
  }, 20_000);

  test('without NODE_ENV=production the local defaults are fine', () => {
    expect(productionProblems(SAFE, REMOTES)).toEqual([]);
  });
});

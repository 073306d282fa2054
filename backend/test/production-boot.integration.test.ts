import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { REFUSED_WITH_NOTHING_SET } from './support/production-env';

const BACKEND = path.resolve(__dirname, '..');
const ENTRY = path.join(BACKEND, 'dist/main.js');

interface Exit {
  code: number | null;
  stderr: string;
}

/** Runs the built API with exactly `env` (plus PATH) and waits for it to exit (or kills it after 20 s). */
function boot(env: NodeJS.ProcessEnv): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENTRY], {
      cwd: BACKEND,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('the built API in production mode (child process)', () => {
  // dist/ is the real build (swc) of this checkout: global-setup.cjs builds it before the suites.
  it('refuses to boot on local defaults and names every variable to change', async () => {
    const { code, stderr } = await boot({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start with NODE_ENV=production');
    for (const variable of REFUSED_WITH_NOTHING_SET) expect(stderr).toMatch(new RegExp(`- ${variable}\\b`));
    // The message, not a stack trace.
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  // Everything production-ready but the Auth emulator host: any value, even blank, is refused
  // (firebase-admin skips token signatures whenever the variable is non-empty).
  it.each([
    ['an address', '127.0.0.1:9099'],
    ['spaces only', '   '],
  ])(
    'refuses an Auth emulator host of %s even when everything else is production-ready',
    async (_case, host) => {
      const { code, stderr } = await boot({
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: host,
        FIREBASE_CREDENTIALS: 'application-default',
        FIREBASE_PROJECT_ID: 'busqy-prod',
        STRIPE_SECRET_KEY: 'sk_live_abc123',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
        TRUSTED_PROXIES: '10.0.0.0/8',
        STRIPE_WEBHOOK_SECRET: 'whsec_from_stripe_123',
        DATABASE_URL: 'postgres://busqy@127.0.0.1:1/busqy',
        PUBLIC_SITE_URL: 'https://www.busqy.com.br',
        SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      });
      expect(code).toBe(1);
      expect(stderr.match(/^ {2}- /gm)).toHaveLength(1);
      expect(stderr).toContain('- FIREBASE_AUTH_EMULATOR_HOST is set');
    },
  );

  it("does not read the repository's ports.config.cjs at run time", () => {
    const readers = jsFiles(path.join(BACKEND, 'dist')).filter((file) =>
      /require\([^)]*ports\.config/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});

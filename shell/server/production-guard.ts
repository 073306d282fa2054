// NODE_ENV=production must not start on local defaults: browsers would sign in against the Auth
// emulator or load remotes from localhost. Every offending variable is named at once.
import { PLACEHOLDER_COMPANY } from './company.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '[::]']);

/**
 * Hosts where anyone can publish files: a remote served from one must name its own folder (a bucket
 * path), else the CSP would trust every file on the host. Subdomain-per-owner hosts are not listed.
 */
export const SHARED_HOSTS: ReadonlySet<string> = new Set([
  'storage.googleapis.com',
  'firebasestorage.googleapis.com',
  's3.amazonaws.com',
  'cdn.jsdelivr.net',
  'unpkg.com',
  'raw.githubusercontent.com',
  'gist.githubusercontent.com',
  'cdnjs.cloudflare.com',
]);

/** Why a remote's URL would open a shared host to the CSP, or null. */
export function sharedHostProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // publicHttpsProblem names it
  }
  const host = parsed.hostname.toLowerCase();
  const shared = SHARED_HOSTS.has(host) || /^s3[.-][a-z0-9-]+\.amazonaws\.com$/.test(host);
  if (!shared) return null;
  return `is on a shared host (${host}) without a folder of its own: use a dedicated host, or a URL with the bucket's path`;
}

/** Why `url` is not a public https URL, or null when it is. */
export function publicHttpsProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `is not a URL ("${url}")`;
  }
  if (LOCAL_HOSTS.has(parsed.hostname) || parsed.hostname.endsWith('.localhost')) {
    return `points at this machine (${parsed.host})`;
  }
  if (parsed.protocol !== 'https:') return `must be https (got ${parsed.protocol}//${parsed.host})`;
  return null;
}

/**
 * One line per problem, none when the configuration is fit for production.
 * @param remoteNames  the remotes of the route table
 */
export function productionProblems(env: NodeJS.ProcessEnv, remoteNames: readonly string[]): string[] {
  const problems: string[] = [];
  const requireHttps = (name: string, value: string | undefined) => {
    if (!value) {
      problems.push(`${name} is not set`);
      return;
    }
    const problem = publicHttpsProblem(value);
    if (problem) problems.push(`${name} ${problem}`);
  };

  if (env.FIREBASE_USE_EMULATOR !== 'false') {
    problems.push('FIREBASE_USE_EMULATOR must be "false": browsers would sign in against the Auth emulator');
  }
  if (env.FIREBASE_AUTH_EMULATOR_URL) problems.push('FIREBASE_AUTH_EMULATOR_URL must not be set');
  if (!env.FIREBASE_API_KEY || env.FIREBASE_API_KEY === 'demo-api-key') {
    problems.push('FIREBASE_API_KEY is not set (the demo key only works with the emulator)');
  }
  if (!env.FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    problems.push('FIREBASE_PROJECT_ID is not set or is a demo- project');
  }
  for (const name of remoteNames) {
    const variable = `${name.toUpperCase()}_REMOTE_URL`;
    requireHttps(variable, env[variable]);
    const url = env[variable];
    // A shared host is refused at its root; a path of at least one folder is the bucket's own.
    if (url && new URL(url, 'https://x').pathname.replace(/\/+$/, '') === '') {
      const problem = sharedHostProblem(url);
      if (problem) problems.push(`${variable} ${problem}`);
    }
  }
  // In a cluster the shell may reach the API over a private http:// address, but only when the operator
  // says so: a plain or local API_URL otherwise means a forgotten local default.
  if (env.API_URL_PRIVATE === 'true') {
    if (!env.API_URL) problems.push('API_URL is not set');
    else if (!/^https?:\/\/[^/]+/.test(env.API_URL)) problems.push(`API_URL is not a URL ("${env.API_URL}")`);
    // Plain http inside the private network is fine, but still not this machine's loopback.
    else if (publicHttpsProblem(env.API_URL)?.startsWith('points at this machine')) {
      problems.push(`API_URL ${publicHttpsProblem(env.API_URL)}`);
    }
  } else {
    requireHttps('API_URL', env.API_URL);
    if (env.API_URL_PRIVATE !== undefined && env.API_URL_PRIVATE !== 'false') {
      problems.push(`API_URL_PRIVATE must be "true" or "false", got "${env.API_URL_PRIVATE}"`);
    }
  }
  // The loopback default suits npm start only: in production the load balancers are named (or "none").
  if (!env.TRUSTED_PROXIES?.trim()) {
    problems.push('TRUSTED_PROXIES is not set: name the load balancers in front of the shell, or "none"');
  }
  requireHttps('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL);
  if (env.STRIPE_EMULATOR_PUBLIC_URL)
    problems.push('STRIPE_EMULATOR_PUBLIC_URL must not be set (local Stripe emulator)');
  if (env.SHELL_DEV_SERVER) {
    problems.push('SHELL_DEV_SERVER must not be set (the local dev server of npm run dev -w shell)');
  }
  if (env.REMOTE_OVERRIDE_ORIGINS) {
    problems.push(
      'REMOTE_OVERRIDE_ORIGINS must not be set: a production shell never loads a remote a browser chose',
    );
  }
  // The footer's legal data (decree 7.962/2013): real values, not the local placeholders.
  const legalData: [name: string, placeholder: string | null][] = [
    ['COMPANY_LEGAL_NAME', null],
    ['COMPANY_CNPJ', PLACEHOLDER_COMPANY.taxId],
    ['COMPANY_ADDRESS', PLACEHOLDER_COMPANY.address],
  ];
  for (const [name, placeholder] of legalData) {
    const value = env[name]?.trim();
    if (!value || value === placeholder)
      problems.push(`${name} is not set or is the local placeholder (the footer's legal data)`);
  }
  for (const name of ['HELP_CENTER_URL', 'WEB_APP_URL', 'WHATSAPP_URL']) {
    if (env[name]) requireHttps(name, env[name]);
  }
  return problems;
}

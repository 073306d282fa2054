// `npm test -- --affected`: only the checks a change touches (README "Per-team checks"). The change is
// everything that differs from the merge base with main (commits, uncommitted and new files). Plain
// `npm test` (CI on main) still runs everything.
import { execFileSync } from 'node:child_process';
import { ROOT } from './stack.mjs';

/**
 * Journeys (shell/e2e/<name>.e2e.ts) that exercise each remote; the shell's change runs them all.
 * A journey is listed under every workspace whose pages or endpoints it goes through: e.g. checkout
 * chooses a plan on /planos (marketing) and signs up on /cadastro (account); contract-skew opens every
 * open route of every remote; early-input presses on /, /planos and the promo page (marketing) and
 * on /login and /cadastro (account, which sign in and create the account through the API).
 */
const JOURNEYS_OF = {
  'marketing-remote': [
    'marketing',
    'visitor',
    'composition',
    'budget',
    'early-input',
    'remote-owned-pages',
    'contract-skew',
    'checkout',
    'tracking',
    // shell/scripts/hot-reload.mjs edits a marketing page (not a journey file, but in the e2e group).
    'hot-reload',
  ],
  'account-remote': [
    'account',
    'auth',
    'composition',
    'budget',
    'early-input',
    'visitor',
    'checkout',
    'tracking',
    'contract-skew',
  ],
  'checkout-remote': ['checkout', 'composition', 'visitor', 'contract-skew'],
  backend: ['account', 'auth', 'checkout', 'tracking', 'marketing', 'visitor', 'early-input'],
};
const REMOTES = ['marketing-remote', 'account-remote', 'checkout-remote'];

/**
 * @param {string[]} files  changed paths, relative to the repo root
 * @returns {{ full: true } | { full: false, workspaces: string[], paths: string[], e2e: string[] | null,
 *   skew: boolean }}  e2e: journey name patterns (null: none); skew: the contract, the shell or a
 *   release (.release/) changed
 */
export function affectedChecks(files) {
  const workspaces = new Set();
  let skew = false;
  for (const file of files) {
    if (file.startsWith('.release/')) {
      // A release moved: the skew check builds and visits the new previous release.
      skew = true;
    } else if (/\.md$/.test(file) || file.startsWith('.github/')) {
      // Documentation and ownership: formatting only (the format check takes the changed files).
    } else if (file.startsWith('shell/platform-contract/') || file.startsWith('backend/api-types/')) {
      // Shared by every front end (and, for the API's types, the API): all of them, and the skew.
      ['shell', ...REMOTES, ...(file.startsWith('backend/') ? ['backend'] : [])].forEach((w) =>
        workspaces.add(w),
      );
      skew = true;
    } else if (file.startsWith('shell/')) {
      workspaces.add('shell');
      skew = true;
    } else if (/^(marketing-remote|account-remote|checkout-remote|backend)\//.test(file)) {
      workspaces.add(file.split('/')[0]);
    } else {
      // Root tooling, configs, the lockfile: everything may be affected.
      return { full: true };
    }
  }
  const list = [...workspaces];
  const e2e = list.includes('shell') ? ['.'] : [...new Set(list.flatMap((w) => JOURNEYS_OF[w] ?? []))];
  return {
    full: false,
    workspaces: list,
    paths: files,
    // skew: the contract journey and the skew check on real releases (.dev/test.mjs reads `skew`).
    e2e: e2e.length || skew ? [...new Set([...e2e, ...(skew ? ['contract-skew', 'skew'] : [])])] : null,
    skew,
  };
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The files changed since the merge base with main (origin/main when there is no local main). */
export function changedFiles() {
  const main = ['main', 'origin/main'].find((ref) => {
    try {
      git('rev-parse', '--verify', '--quiet', ref);
      return true;
    } catch {
      return false;
    }
  });
  if (!main) throw new Error('--affected: no main branch to compare with');
  const base = git('merge-base', 'HEAD', main);
  const lines = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')];
  return [...new Set(lines.join('\n').split('\n').filter(Boolean))];
}

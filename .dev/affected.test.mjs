// Which checks `npm test -- --affected` runs for a change (affected.mjs).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { affectedChecks } from './affected.mjs';

test('a remote alone: its workspace and its journeys, no skew', () => {
  const checks = affectedChecks(['marketing-remote/src/features/landing/components/Hero.tsx']);
  assert.deepEqual(checks.workspaces, ['marketing-remote']);
  assert.deepEqual(checks.e2e, [
    'marketing',
    'visitor',
    'composition',
    'budget',
    'early-input',
    'remote-owned-pages',
    'contract-skew',
    'checkout',
    'tracking',
    'hot-reload',
  ]);
  assert.equal(checks.skew, false);
});

// Each journey below goes through the workspace's pages or endpoints (see the journey's paths).
for (const [file, journeys] of [
  // early-input presses on /, /planos and the promo page; remote-owned-pages deploys a marketing
  // release; contract-skew opens every open route; checkout chooses a plan on /planos; tracking
  // stores the UTMs on the landing page.
  [
    'marketing-remote/src/features/plans/components/PlanCard.tsx',
    ['early-input', 'remote-owned-pages', 'contract-skew', 'checkout', 'tracking'],
  ],
  // early-input types on /login and /cadastro; visitor opens /cadastro and /area-usuario; checkout
  // signs up and signs in; tracking signs up on /cadastro; contract-skew opens /login.
  [
    'account-remote/src/features/login/components/LoginForm.tsx',
    ['early-input', 'visitor', 'checkout', 'tracking', 'contract-skew'],
  ],
  // visitor opens /upsell and /payment-awaited; contract-skew opens /upsell, /checkout, /checkout-return.
  ['checkout-remote/src/features/upsell/Upsell.tsx', ['visitor', 'contract-skew']],
  // visitor and early-input sign up and sign in through the API.
  ['backend/src/users/users.service.ts', ['visitor', 'early-input']],
]) {
  test(`${file.split('/')[0]} alone also runs ${journeys.join(', ')}`, () => {
    const checks = affectedChecks([file]);
    for (const journey of journeys) assert.ok(checks.e2e.includes(journey), journey);
  });
}

test('every journey in shell/e2e runs for a change to some workspace other than the shell', () => {
  const e2eDir = path.join(import.meta.dirname, '..', 'shell', 'e2e');
  const journeys = readdirSync(e2eDir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => name.slice(0, -'.e2e.ts'.length));
  const selected = new Set(
    ['marketing-remote', 'account-remote', 'checkout-remote', 'backend'].flatMap(
      (w) => affectedChecks([`${w}/src/x.ts`]).e2e,
    ),
  );
  assert.deepEqual(
    journeys.filter((journey) => !selected.has(journey)),
    [],
  );
});

test('the contract: every front end, the skew check and the contract journey', () => {
  const checks = affectedChecks(['shell/platform-contract/src/versions.json', 'README.md']);
  assert.deepEqual(checks.workspaces.sort(), [
    'account-remote',
    'checkout-remote',
    'marketing-remote',
    'shell',
  ]);
  assert.equal(checks.skew, true);
  assert.ok(checks.e2e.includes('contract-skew'));
  assert.equal(checks.e2e.filter((journey) => journey === 'contract-skew').length, 1);
});

test('the shell: every journey and the skew check', () => {
  const checks = affectedChecks(['shell/server/app.ts']);
  assert.deepEqual(checks.workspaces, ['shell']);
  assert.deepEqual(checks.e2e, ['.', 'contract-skew', 'skew']);
  assert.equal(checks.skew, true);
});

test('a release moved (.release/previous): the skew check and the contract journey, no workspace', () => {
  const checks = affectedChecks(['.release/previous']);
  assert.deepEqual(checks.workspaces, []);
  assert.deepEqual(checks.e2e, ['contract-skew', 'skew']);
  assert.equal(checks.skew, true);
});

test('root tooling or the lockfile: the full run', () => {
  assert.deepEqual(affectedChecks(['package-lock.json']), { full: true });
  assert.deepEqual(affectedChecks(['backend/src/x.ts', 'webpack.shared.cjs']), { full: true });
});

test('documentation only: no workspace, no journey', () => {
  const checks = affectedChecks(['.github/CODEOWNERS', 'marketing-remote/README.md']);
  assert.deepEqual(checks.workspaces, []);
  assert.equal(checks.e2e, null);
});

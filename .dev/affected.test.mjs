// Which checks `npm test -- --affected` runs for a change (affected.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { affectedChecks } from './affected.mjs';

test('a remote alone: its workspace and its journeys, no skew', () => {
  const checks = affectedChecks(['marketing-remote/src/features/landing/components/Hero.tsx']);
  assert.deepEqual(checks.workspaces, ['marketing-remote']);
  assert.deepEqual(checks.e2e, ['marketing', 'visitor', 'composition', 'budget']);
  assert.equal(checks.skew, false);
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
});

test('the shell: every journey and the skew check', () => {
  const checks = affectedChecks(['shell/server/app.ts']);
  assert.deepEqual(checks.workspaces, ['shell']);
  assert.deepEqual(checks.e2e, ['.', 'contract-skew']);
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

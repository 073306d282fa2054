// `npm test`: every check and every suite, in one run, ending with one line `N passed, N failed`.
//   1. lint, format, type-check and the lockfile check (one count each);
//   2. each workspace's Jest suites (the API's integration tests use a real Auth emulator, the Stripe
//      emulator and PGlite; again on PostgreSQL when DATABASE_URL is set);
//   3. the browser journeys of shell/e2e against production builds served as `npm start` serves
//      them (on their own ports, so a running `npm start` does not get in the way), then the
//      deterministic budgets (`npm run budget`: compression, cache headers, first-load JS) on them,
//      the hot-reload check of the dev loop (shell/scripts/hot-reload.mjs) and the skew check on
//      real releases (shell/scripts/skew.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { affectedChecks, changedFiles } from './affected.mjs';
import { WORKSPACES, buildStale, ensureInstalled, run, startProcesses } from './processes.mjs';
import { ROOT, authEmulatorCommand, offsetPortEnv, stackCommands, stackPorts } from './stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// For working on one part: `npm test -- --only=e2e,backend --e2e=checkout` runs the named groups
// ('static' = lint, format, type-check; a workspace name; 'e2e'; 'deploy' = the artifacts) and e2e
// files matching a pattern.
// Plain `npm test` (what CI runs on main) runs everything. `npm test -- --affected` runs what the
// change since the merge base with main touches (affected.mjs): lint and format of those folders and
// files, the touched workspaces' type-check and Jest, the builds, their journeys (and the budget), and
// the skew checks when the contract or the shell changed; a change to root tooling runs everything.
const argument = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const affected = process.argv.includes('--affected') ? affectedChecks(changedFiles()) : null;
const scoped = affected && !affected.full ? affected : null;
if (scoped) {
  console.log(
    `» --affected: ${scoped.workspaces.join(', ') || 'nenhum workspace'}; jornadas: ${scoped.e2e?.join('|') ?? 'nenhuma'}`,
  );
}
const only =
  argument('only')?.split(',') ??
  (scoped ? ['static', ...scoped.workspaces, ...(scoped.e2e ? ['e2e'] : [])] : undefined);
const wants = (group) => !only || only.includes(group);
const e2ePattern = argument('e2e') ?? scoped?.e2e?.join('|');
const resultsDir = path.join(ROOT, '.test-results');
/** @type {{ name: string, passed: number, failed: number, note?: string, seconds: number }[]} */
const tally = [];
const startedAt = Date.now();
// Each step's wall time (since the previous record) goes into the summary: CI has 30 minutes.
let lastRecordAt = startedAt;

function record(name, passed, failed, note) {
  const now = Date.now();
  const seconds = Math.round((now - lastRecordAt) / 1000);
  lastRecordAt = now;
  tally.push({ name, passed, failed, note, seconds });
  console.log(`\n» ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''} [${seconds} s]\n`);
}

function check(name, command, env) {
  const ok = run(command, { env }) === 0;
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

/** Runs a Jest suite through its workspace script and counts its tests from Jest's JSON report. */
function jestSuite(name, workspace, { env = {}, script = 'test', extraArgs = '' } = {}) {
  const outputFile = path.join(resultsDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  rmSync(outputFile, { force: true });
  const status = run(
    `npm run ${script} --silent -w ${workspace} -- --ci --json --outputFile="${outputFile}" ${extraArgs}`,
    { env },
  );
  if (!existsSync(outputFile)) return record(name, 0, 1, `jest exited ${status} without a report`);
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  // A suite that fails to load has no test results: count it as a failure rather than nothing.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  const failed =
    report.numFailedTests +
    brokenSuites +
    (status !== 0 && report.numFailedTests + brokenSuites === 0 ? 1 : 0);
  record(
    name,
    report.numPassedTests,
    failed,
    report.numPendingTests ? `${report.numPendingTests} skipped` : undefined,
  );
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('» Instalando o Chromium do Debian (apt-get install -y chromium)...');
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    if (existsSync(CHROMIUM)) return true;
  }
  console.error(`Chromium não encontrado em ${CHROMIUM}. Instale com: sudo apt-get install -y chromium`);
  return false;
}

async function main() {
  ensureInstalled();
  mkdirSync(resultsDir, { recursive: true });

  if (wants('static') && scoped) {
    const existing = scoped.paths.filter((file) => existsSync(path.join(ROOT, file)));
    if (scoped.workspaces.length) check('lint', `npx eslint ${scoped.workspaces.join(' ')} --max-warnings=0`);
    if (existing.length)
      check('format', `npx prettier --check --ignore-unknown ${existing.map((f) => `"${f}"`).join(' ')}`);
    for (const workspace of scoped.workspaces)
      check(`typecheck ${workspace}`, `npm run typecheck --silent -w ${workspace}`);
  } else if (wants('static')) {
    check('lint', 'npx eslint . --max-warnings=0');
    check('format', 'npx prettier --check .');
    for (const workspace of WORKSPACES)
      check(`typecheck ${workspace}`, `npm run typecheck --silent -w ${workspace}`);
    // The lockfile records every platform's native packages and npm install keeps it as it is (~4 s).
    check('lockfile', 'node --test .dev/lockfile.test.mjs');
    check('affected map', 'node --test .dev/affected.test.mjs');
    check('start selection', 'node --test .dev/stack.test.mjs');
    check('build setup', 'node --test .dev/webpack-config.test.mjs');
  }

  // The whole test stack lives TEST_PORT_OFFSET (default 100) ports above the `npm start` one.
  const testEnv = offsetPortEnv(Number(process.env.TEST_PORT_OFFSET || 100));
  const ports = stackPorts(testEnv);
  const dataDir = path.join(resultsDir, `stack-${ports.shell}`);
  rmSync(dataDir, { recursive: true, force: true });

  const auth = await startProcesses([authEmulatorCommand({ ports, dataDir })]);
  const stops = [auth.stop];
  try {
    const emulatorEnv = { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.authEmulator}` };
    const pgliteOnly = { ...emulatorEnv, DATABASE_URL: '' };
    for (const workspace of WORKSPACES.filter(wants)) {
      jestSuite(workspace, workspace, { env: workspace === 'backend' ? pgliteOnly : {} });
    }
    if (process.env.DATABASE_URL && wants('backend')) {
      // The integration suites (backend/test) again on the real server; the unit specs beside the
      // code use no DATABASE_URL and already ran (they would only cost CI their minutes twice).
      jestSuite('backend (PostgreSQL)', 'backend', {
        env: { ...emulatorEnv, DATABASE_URL: process.env.DATABASE_URL },
        extraArgs: '--testPathPatterns=backend/test/',
      });
    }

    // The deployables' artifacts (.deploy/package.mjs), each started from a folder outside the
    // repository. After the e2e group on purpose: it reuses the builds that group made.
    if (!wants('e2e')) {
      // not asked for
    } else if (!ensureChromium()) {
      record('e2e', 0, 1, 'Chromium missing');
    } else {
      buildStale();
      const rest = stackCommands({ ports, dataDir }).filter((c) => c.name !== 'auth');
      const stack = await startProcesses(rest, { raw: false });
      stops.push(stack.stop);
      jestSuite('e2e', 'shell', {
        script: 'test:e2e',
        extraArgs: e2ePattern ? `--testPathPatterns="${e2ePattern}"` : '',
        env: {
          ...testEnv,
          CHROMIUM_PATH: CHROMIUM,
          E2E_BASE_URL: `http://localhost:${ports.shell}`,
          E2E_API_URL: `http://127.0.0.1:${ports.api}`,
          E2E_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.authEmulator}`,
          E2E_STRIPE_EMULATOR_URL: `http://127.0.0.1:${ports.stripeEmulator}`,
          E2E_SMTP_WEB_URL: `http://127.0.0.1:${ports.smtpWeb}`,
          // The API's embedded database folder (journeys read the tracking outbox through its CLI).
          E2E_API_DATA_DIR: path.join(dataDir, 'pglite'),
        },
      });
      // The same stack, measured: a budget over its limit fails the run (with every journey, or
      // when the --e2e pattern matches "budget").
      if (!e2ePattern || new RegExp(e2ePattern).test('budget')) {
        check('budget', 'node shell/scripts/budget.mjs --running', { ...testEnv, CHROMIUM_PATH: CHROMIUM });
      }
      // The dev loop (its own dev shell and marketing dev server on free ports): an edit reaches the
      // open page without a reload, state kept (README "Hot reload").
      if (!e2ePattern || new RegExp(e2ePattern).test('hot-reload')) {
        check('hot reload', 'node shell/scripts/hot-reload.mjs', { CHROMIUM_PATH: CHROMIUM });
      }
      // Skew on real releases (.release/*): old and new shells and remotes together, both ways. With
      // --affected: when the contract, the shell or a release changed.
      if (scoped ? scoped.skew : !e2ePattern || new RegExp(e2ePattern).test('skew')) {
        check('skew', 'node shell/scripts/skew.mjs', {
          CHROMIUM_PATH: CHROMIUM,
          SKEW_API_URL: `http://127.0.0.1:${ports.api}`,
        });
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  if (wants('deploy')) {
    buildStale();
    nodeTestSuite('deploy', '.deploy/test');
  }
}

/** Runs node's own test runner on a folder (suites outside the workspaces) and counts its results. */
function nodeTestSuite(name, dir) {
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(result.stdout ?? '');
  const count = (label) => Number(result.stdout?.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + (result.status !== 0 && count('fail') === 0 ? 1 : 0);
  record(name, count('pass'), failed);
}

try {
  await main();
} catch (error) {
  console.error(error);
  record('test runner', 0, 1, error.message);
}

const passed = tally.reduce((sum, t) => sum + t.passed, 0);
const failed = tally.reduce((sum, t) => sum + t.failed, 0);
console.log(`\nResumo (${Math.round((Date.now() - startedAt) / 1000)} s):`);
for (const t of tally)
  console.log(
    `  ${t.failed ? '✗' : '✓'} ${t.name}: ${t.passed} passed, ${t.failed} failed${t.note ? ` (${t.note})` : ''} [${t.seconds} s]`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

// What `npm start -- <parts>` runs (stack.mjs): the parts it takes and the shell command it chooses.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, parseSelection, stackCommands, stackPorts } from './stack.mjs';

/** The commands `npm start` would run for these arguments, on the default ports. */
function commandsFor(args, options) {
  const selection = parseSelection(args, options);
  const commands = stackCommands({
    ports: stackPorts({}),
    dataDir: path.join(ROOT, '.data'),
    include: selection.include,
    dev: selection.dev,
  });
  return { selection, byName: Object.fromEntries(commands.map((c) => [c.name, c])) };
}

test('shell api emulators marketing:dev: marketing from its dev server, every other part from its build', () => {
  const { selection } = commandsFor(['shell', 'api', 'emulators', 'marketing:dev']);
  assert.deepEqual(selection, {
    include: ['shell', 'api', 'auth', 'stripe', 'smtp', 'marketing'],
    dev: ['marketing'],
  });
});

test('marketing:dev beside the shell from its build: a development shell (dist-dev), so edits hot-reload', () => {
  const { byName } = commandsFor(['shell', 'api', 'emulators', 'marketing:dev']);
  assert.equal(byName.marketing.command, 'npm run dev --silent -w marketing-remote');
  assert.equal(
    byName.shell.command,
    'npm run build:dev --silent -w @busqy/shell && node shell/server/main.js',
  );
  assert.equal(byName.shell.env.SHELL_DIST_DIR, path.join(ROOT, 'shell', 'dist-dev'));
  assert.deepEqual(Object.keys(byName).sort(), ['api', 'auth', 'marketing', 'shell', 'smtp', 'stripe']);
});

test('no remote from its dev server: the production shell on dist/', () => {
  const { byName } = commandsFor(['shell', 'api', 'emulators', 'marketing']);
  assert.equal(byName.shell.command, 'node shell/server/main.js');
  assert.equal(byName.shell.env.SHELL_DIST_DIR, undefined);
  assert.equal(byName.marketing.command, 'npm start --silent -w marketing-remote');
});

test('shell:dev (and npm run dev): the shell’s own watch loop', () => {
  for (const [args, options] of [[['shell:dev', 'marketing:dev']], [[], { dev: true }]]) {
    const { byName } = commandsFor(args, options);
    assert.equal(byName.shell.command, 'npm run dev --silent -w shell');
    assert.equal(byName.shell.env.SHELL_DIST_DIR, undefined);
  }
});

test('an unknown part is refused', () => {
  assert.throws(() => parseSelection(['shell', 'marketing:prod']), /não é uma parte do site/);
});

test('the whole stack is ready when the shell is (its warm-up over) and the API is; with a remote left out, once the shell answers', () => {
  const whole = commandsFor([]).byName;
  assert.match(whole.shell.ready, /\/readyz$/);
  assert.match(whole.api.ready, /\/readyz$/);
  // The shell's readiness needs every remote's manifest: it would never come.
  const partial = commandsFor(['shell', 'api', 'emulators', 'marketing:dev']).byName;
  assert.match(partial.shell.ready, /\/livez$/);
});

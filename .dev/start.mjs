// `npm start`: installs what is missing, builds what changed, runs the whole site on embedded
// defaults (API, shell, three remotes, Auth emulator, Stripe emulator, SMTP catcher), prints the URL
// and stops everything on Ctrl-C.
//
// `npm start -- shell api emulators marketing:dev` runs only the named parts: an app (shell,
// marketing, account, checkout) from its build, or with `:dev` from its dev server (hot reload; beside
// a remote `:dev` the shell from its build is a development build, see stackCommands); `api`;
// `emulators` (Auth, Stripe, SMTP). `npm run dev` (`--dev`) is everything, every app `:dev`.
import path from 'node:path';
import { ensureInstalled, buildStale, startProcesses } from './processes.mjs';
import { APPS, ROOT, parseSelection, stackCommands, stackPorts } from './stack.mjs';

const WORKSPACE_OF = {
  shell: 'shell',
  marketing: 'marketing-remote',
  account: 'account-remote',
  checkout: 'checkout-remote',
};

let selection;
try {
  selection = parseSelection(process.argv.slice(2), { dev: process.argv.includes('--dev') });
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

ensureInstalled();
// Only what runs from a build is built: the API and the Stripe emulator (backend), and each app
// that is not served by its dev server.
buildStale({
  force: process.argv.includes('--rebuild'),
  only: [
    ...(selection.include.some((name) => name === 'api' || name === 'stripe') ? ['backend'] : []),
    ...APPS.filter((app) => selection.include.includes(app) && !selection.dev.includes(app)).map(
      (app) => WORKSPACE_OF[app],
    ),
  ],
});

const ports = stackPorts();
const commands = stackCommands({
  ports,
  dataDir: path.join(ROOT, '.data'),
  databaseUrl: process.env.DATABASE_URL,
  include: selection.include,
  dev: selection.dev,
});

try {
  const { result } = await startProcesses(commands);
  console.log(`
  Busqy está no ar: http://localhost:${ports.shell}
  E-mails capturados (SMTP local): http://localhost:${ports.smtpWeb}
  Ctrl-C encerra tudo.
`);
  await result.catch(() => undefined);
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

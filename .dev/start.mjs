// `npm start`: installs what is missing, builds what changed, runs the whole site on embedded
// defaults (API, shell, three remotes, Auth emulator, Stripe emulator, SMTP catcher), prints the URL
// and stops everything on Ctrl-C.
import path from 'node:path';
import { ensureInstalled, buildStale, startProcesses } from './processes.mjs';
import { ROOT, stackCommands, stackPorts } from './stack.mjs';

ensureInstalled();
buildStale({ force: process.argv.includes('--rebuild') });

const ports = stackPorts();
const commands = stackCommands({
  ports,
  dataDir: path.join(ROOT, '.data'),
  databaseUrl: process.env.DATABASE_URL,
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

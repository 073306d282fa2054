// Starts the shell server with options from the environment (see config.mjs for every variable).
import { createShellServer } from './app.mjs';
import { serverOptionsFromEnv } from './config.mjs';
import { createPageContent } from './prerender/page-content.mjs';

let settings;
try {
  settings = serverOptionsFromEnv(process.env);
} catch (error) {
  // A configuration problem is the operator's to fix: the message, not a stack trace.
  console.error(`Busqy shell: ${error.message}`);
  process.exit(1);
}
const { host, port, ...options } = settings;
const app = await createShellServer({
  ...options,
  pageContent: createPageContent(options),
  logger: { level: process.env.LOG_LEVEL || 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host, port });
console.log(`Busqy shell: http://localhost:${port} (API proxied to ${options.apiUrl})`);

// The static server of a built remote (`npm start -w <remote>` runs `node ../shell/server/remote-server.js`):
// its dist/ folder with CORS (the host fetches mf-manifest.json with fetch), compressed, hashed
// chunks immutable, mf-manifest.json and remoteEntry.js revalidated. One module for the three
// remotes; in production a CDN with the same rules does this job.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AccessLog, loggerOptions } from './logging.js';
import type { LoggerOptions } from './logging.js';
import { drainMsFromEnv, registerProbes, stopOnSignals } from './lifecycle.js';
import type { Probes } from './lifecycle.js';
import { registerCompression, registerStaticFiles } from './static-files.js';

/** Without these a remote cannot be loaded at all: not ready. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

export interface RemoteServerOptions {
  /** The remote's dist/ folder. */
  root: string;
  sourceMaps?: boolean;
  logger?: boolean | LoggerOptions;
}

export async function createRemoteServer({
  root,
  sourceMaps = true,
  logger = false,
}: RemoteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, logController: new AccessLog() });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
  await registerCompression(app);
  const probes = registerProbes(app, {
    problems: async () => {
      const missing = await Promise.all(
        REQUIRED_FILES.map((file) =>
          access(path.join(root, file)).then(
            () => null,
            () => `${file} missing in ${root}`,
          ),
        ),
      );
      return missing.filter((problem) => problem !== null);
    },
  });
  await registerStaticFiles(app, { root, sourceMaps });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url}` }),
  );
  // Readiness for stopOnSignals (app.getDecorator('probes')).
  app.decorate('probes', probes);
  return app;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const port = Number(process.env.PORT || 3001);
  const drainMs = drainMsFromEnv(process.env);
  const app = await createRemoteServer({
    root,
    sourceMaps: process.env.NODE_ENV !== 'production',
    logger: loggerOptions(process.env.LOG_LEVEL || 'info', 'remote'),
  });
  stopOnSignals(app, app.getDecorator<Probes>('probes'), drainMs);
  await app.listen({ host: process.env.HOST || '0.0.0.0', port });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;
  app.log.info(`${path.basename(path.dirname(root))}: http://localhost:${boundPort}`);
}

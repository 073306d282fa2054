// Probes and shutdown, the same for the shell server and the remote server:
//   GET /livez   the process answers; nothing else is checked (a restart would not fix a dependency);
//   GET /readyz  its dependencies (each server passes its own check), 503 once shutting down;
//   SIGTERM      readiness fails first, requests keep being served for SHUTDOWN_DRAIN_MS (the load
//                balancer notices meanwhile), then the server closes. SIGINT (Ctrl-C) closes at once.

export const DEFAULT_DRAIN_MS = 5000;

/** SHUTDOWN_DRAIN_MS: whole milliseconds from 0 to 600000 (default 5000). Throws on anything else. */
export function drainMsFromEnv(env = process.env) {
  const raw = env.SHUTDOWN_DRAIN_MS?.trim();
  if (!raw) return DEFAULT_DRAIN_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    throw new Error(`SHUTDOWN_DRAIN_MS must be whole milliseconds from 0 to 600000, got "${raw}"`);
  }
  return value;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ problems: () => Promise<string[]> | string[] }} options  what keeps it from being ready
 * @returns {{ startDraining(): void, readonly draining: boolean }}
 */
export function registerProbes(app, { problems }) {
  let draining = false;
  const noStore = (reply) =>
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
  app.get('/livez', (_request, reply) => noStore(reply).send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const found = draining ? ['shutting down'] : await problems();
    if (found.length === 0) return noStore(reply).send({ status: 'ok' });
    request.log.warn({ problems: found }, 'not ready');
    return noStore(reply).code(503).send({ status: 'unavailable', problems: found });
  });
  return {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

/**
 * Installs the SIGTERM / SIGINT handlers of a started server.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ startDraining(): void }} probes
 * @param {number} drainMs
 */
export function stopOnSignals(app, probes, drainMs) {
  let stopping = false;
  const close = () =>
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error, 'failed to stop cleanly');
        process.exit(1);
      },
    );
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    probes.startDraining();
    app.log.info(`SIGTERM: not ready any more; closing in ${drainMs} ms`);
    setTimeout(() => void close(), drainMs);
  });
}

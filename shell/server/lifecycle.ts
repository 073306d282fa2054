// Probes and shutdown, the same for the shell server and the remote server:
//   GET /livez   the process answers; nothing else is checked (a restart would not fix a dependency);
//   GET /readyz  its dependencies (each server passes its own check), 503 once shutting down;
//   SIGTERM      readiness fails first, requests keep being served for SHUTDOWN_DRAIN_MS (the load
//                balancer notices meanwhile), then the server closes. SIGINT (Ctrl-C) closes at once.
import type { FastifyInstance, FastifyReply } from 'fastify';

export const DEFAULT_DRAIN_MS = 5000;

/** SHUTDOWN_DRAIN_MS: whole milliseconds from 0 to 600000 (default 5000). Throws on anything else. */
export function drainMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_DRAIN_MS?.trim();
  if (!raw) return DEFAULT_DRAIN_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    throw new Error(`SHUTDOWN_DRAIN_MS must be whole milliseconds from 0 to 600000, got "${raw}"`);
  }
  return value;
}

/** Readiness as a server's signal handlers see it. */
export interface Probes {
  startDraining(): void;
  readonly draining: boolean;
}

/** problems: what keeps the server from being ready (none: ready). */
export function registerProbes(
  app: FastifyInstance,
  { problems }: { problems: () => Promise<string[]> | string[] },
): Probes {
  let draining = false;
  /** The problems last logged: a prober asking every few hundred ms logs a change, not each answer. */
  let said = '';
  const noStore = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
  app.get('/livez', (_request, reply) => noStore(reply).send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const found = draining ? ['shutting down'] : await problems();
    const now = JSON.stringify(found);
    if (now !== said && found.length > 0) request.log.warn({ problems: found }, 'not ready');
    said = now;
    if (found.length === 0) return noStore(reply).send({ status: 'ok' });
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

/** Installs the SIGTERM / SIGINT handlers of a started server. */
export function stopOnSignals(
  app: FastifyInstance,
  probes: Pick<Probes, 'startDraining'>,
  drainMs: number,
): void {
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

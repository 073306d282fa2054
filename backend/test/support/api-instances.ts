import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One API process started from the sources (test/support/api-instance.ts). */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'swc-register.cjs'), path.join(__dirname, 'api-instance.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /\{"port":(\d+)\}/.exec(out);
      if (line) resolve(Number(line[1]));
    });
    child.once('exit', (code) => reject(new Error(`API process exited (${code}): ${errors}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A tiny round-robin HTTP proxy on loopback: request n goes to upstream n mod k (as a load balancer). */
export async function startRoundRobinProxy(
  upstreams: string[],
): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', upstreams[next++ % upstreams.length]);
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `npm run bench:ssr [-- --seconds=N] [--promo-requests=N]`: the shell server's page throughput under
// load, against the production builds served exactly as `npm start` serves them (production-stack.mjs). With autocannon,
// 50 connections and `accept-encoding: br` (as browsers send it), for `/`, `/planos` and `/planos` with
// a unique `fbclid` per request (every ad click), each beside a bare Fastify sending the same page
// bytes with brotli precomputed; then the shell server's RSS before and after 20,000 requests to
// distinct promo URLs. Prints figures and never fails on them (targets: README.md "Budgets").
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

const CONNECTIONS = 50;
const TARGETS = ['/', '/planos', '/planos?utm_source=facebook&fbclid=<unique>'];

/** `--bare-server <port> <dir>`: this file run as the bare Fastify (a process of its own, like the shell). */
async function bareServer(port, dir) {
  const { default: Fastify } = await import('fastify');
  const pages = JSON.parse(readFileSync(path.join(dir, 'pages.json'), 'utf8'));
  const app = Fastify();
  for (const [route, file] of Object.entries(pages)) {
    const body = readFileSync(path.join(dir, file));
    app.get(route, (_request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-encoding', 'br')
        .header('vary', 'accept-encoding')
        .send(body),
    );
  }
  await app.listen({ host: '127.0.0.1', port: Number(port) });
  process.send?.('ready');
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** The pid of the shell server the stack started: `node shell/server/main.js` with our SHELL_PORT. */
function shellPid(port) {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      // Node itself, not the shell that concurrently starts it with (`sh -c node shell/server/main.js`).
      if (path.basename(cmdline[0]) !== 'node' || cmdline[1] !== 'shell/server/main.js') continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`SHELL_PORT=${port}`)) return Number(entry);
    } catch {
      // A process that ended meanwhile, or not ours.
    }
  }
  throw new Error(`no shell server process listening on port ${port}`);
}

/** A unique id per request (fbclid values look like this, base 36). */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** n → letters only: a referral code may not hold a run of 5 digits (backend promos.ts). */
function letters(n) {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/** autocannon's request list for a target: `<unique>` is replaced on every request. */
function requestsFor(target) {
  if (!target.includes('<unique>')) return [{ method: 'GET', path: target }];
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: target.replace('<unique>', unique()) }),
    },
  ];
}

function load(url, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, headers: { 'accept-encoding': 'br' }, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

async function measure(origin, target, seconds) {
  const result = await load(origin, { duration: seconds, requests: requestsFor(target) });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function startBare(dir) {
  const port = 39_000 + Math.floor(Math.random() * 1000);
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--bare-server', String(port), dir],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function bench() {
  const secondsArg = process.argv.find((a) => a.startsWith('--seconds='));
  const seconds = secondsArg ? Number(secondsArg.slice('--seconds='.length)) : 10;
  const promoArg = process.argv.find((a) => a.startsWith('--promo-requests='));
  const promoRequests = promoArg ? Number(promoArg.slice('--promo-requests='.length)) : 20_000;
  const { startProductionStack } = await import('./production-stack.mjs');
  const stack = await startProductionStack('bench-ssr');
  const shellOrigin = `http://127.0.0.1:${stack.ports.shell}`;
  let bare;
  try {
    // The bytes the shell sends (identity), brotli-compressed once, for the bare Fastify to send.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-'));
    const pages = {};
    for (const route of ['/', '/planos']) {
      const response = await fetch(`${shellOrigin}${route}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await response.arrayBuffer());
      const file = `${route === '/' ? 'index' : route.slice(1)}.html.br`;
      writeFileSync(
        path.join(dir, file),
        brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      pages[route] = file;
    }
    writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
    bare = await startBare(dir);

    // Warm both (the shell's first render, the JIT), then measure each target on each server.
    for (const origin of [shellOrigin, bare.origin])
      await load(origin, { duration: 2, requests: requestsFor('/') });
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(`\nbench:ssr — ${CONNECTIONS} connections, accept-encoding: br, ${seconds} s per run\n`);
    console.log('| Target | shell req/s | p50 | p99 | errors | bare Fastify req/s | bare p99 | ratio |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const target of TARGETS) {
      const shell = await measure(shellOrigin, target, seconds);
      const base = await measure(bare.origin, target, seconds);
      console.log(
        `| \`${target}\` | ${Math.round(shell.rps)} | ${ms(shell.p50)} | ${ms(shell.p99)} | ${shell.errors} | ${Math.round(base.rps)} | ${ms(base.p99)} | ${(shell.rps / base.rps).toFixed(2)} |`,
      );
    }

    const pid = shellPid(stack.ports.shell);
    const before = rssMb(pid);
    console.log(`\nShell server RSS before ${promoRequests} distinct promo URLs: ${before.toFixed(0)} MB…`);
    // Distinct promo URLs: half referral-shaped codes (each a real page of its own), half codes the
    // catalog does not know (they get the default page), under all three parameter names.
    let n = 0;
    const promoResult = await load(shellOrigin, {
      amount: promoRequests,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            n += 1;
            const name = ['promo', 'parceiro', 'afiliado'][n % 3];
            const code = n % 2 ? `amiga-${letters(n)}` : `c${String(n).padStart(6, '0')}x`;
            return { ...request, path: `/planos-promo?${name}=${code}` };
          },
        },
      ],
    });
    const after = rssMb(pid);

    console.log(
      `\nShell server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after ${promoRequests} distinct promo URLs (+${(after - before).toFixed(0)} MB; ${Math.round(promoResult.requests.average)} req/s, p99 ${ms(promoResult.latency.p99)}, ${promoResult.errors + promoResult.timeouts + promoResult.non2xx} errors)`,
    );
    console.log('Targets: every ratio ≥ 0.5, p99 ≤ 100 ms, RSS growth ≤ 64 MB.');
  } finally {
    bare?.stop();
    await stack.stop();
  }
}

// Last: the functions above use module-level state that must be initialized first.
if (process.argv[2] === '--bare-server') {
  await bareServer(process.argv[3], process.argv[4]);
} else {
  await bench();
}

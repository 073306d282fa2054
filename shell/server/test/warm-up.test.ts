// The shell server's warm-up (pages/warm-up.ts): each open page rendered before /readyz says ready, the
// degraded ones again until the budget is spent, and never a server kept out of rotation for good.
import { describe, expect, test } from '@jest/globals';
import { createWarmUp } from '../pages/warm-up.js';

/** A clock the fake sleep moves, and a log that keeps its lines. */
function harness() {
  let clock = 0;
  const lines: string[] = [];
  return {
    now: () => clock,
    advance: (ms: number) => (clock += ms),
    sleep: async (ms: number) => {
      clock += ms;
    },
    lines,
    log: {
      info: (line: string) => lines.push(`info ${line}`),
      warn: (line: string) => lines.push(`warn ${line}`),
    },
  };
}

describe('createWarmUp', () => {
  test('is no readiness problem before it starts (a server that never warms up is ready as before)', () => {
    const warmUp = createWarmUp({ paths: async () => ['/'], render: async () => true });
    expect(warmUp.problem()).toBeNull();
  });

  test('renders each page once, in order, after the renderers; a problem until it ends, then none', async () => {
    const { now, sleep, log, lines } = harness();
    const calls: string[] = [];
    let problemWhileRendering: string | null = null;
    const warmUp = createWarmUp({
      renderers: async () => {
        calls.push('renderers');
      },
      paths: async () => ['/', '/planos', '/login', '/planos'],
      async render(path) {
        calls.push(path);
        problemWhileRendering = warmUp.problem();
        return true;
      },
      now,
      sleep,
      log,
    });
    const report = await warmUp.start();
    expect(calls).toEqual(['renderers', '/', '/planos', '/login']);
    expect(problemWhileRendering).toBe('warming up: pre-rendering the open pages');
    expect(warmUp.problem()).toBeNull();
    expect(report).toEqual({ rendered: 3, degraded: [], ms: 0 });
    expect(lines).toEqual(['info [warm-up] 3 pages pre-rendered in 0 ms']);
    expect(warmUp.start()).toBe(warmUp.start()); // once
  });

  test('renders a degraded page again each retry (the renderers too) until it comes with its content', async () => {
    const { now, sleep, log } = harness();
    const attempts: Record<string, number> = {};
    let rounds = 0;
    const warmUp = createWarmUp({
      renderers: async () => {
        rounds += 1;
      },
      paths: async () => ['/', '/planos'],
      // /planos degraded twice (the API still starting), then pre-rendered; a throw counts as degraded.
      async render(path) {
        attempts[path] = (attempts[path] ?? 0) + 1;
        if (path === '/planos' && attempts[path] === 1) throw new Error('API down');
        return path !== '/planos' || attempts[path] > 2;
      },
      retryMs: 1000,
      now,
      sleep,
      log,
    });
    const report = await warmUp.start();
    expect(attempts).toEqual({ '/': 1, '/planos': 3 });
    expect(rounds).toBe(3);
    expect(report).toEqual({ rendered: 2, degraded: [], ms: 2000 });
  });

  test('past its budget the server is ready without the pages still degraded, and says which', async () => {
    const { now, sleep, log, lines } = harness();
    const warmUp = createWarmUp({
      paths: async () => ['/', '/termos'],
      render: async (path) => path === '/',
      budgetMs: 5000,
      retryMs: 1000,
      now,
      sleep,
      log,
    });
    const report = await warmUp.start();
    expect(report).toEqual({ rendered: 1, degraded: ['/termos'], ms: 4000 });
    expect(warmUp.problem()).toBeNull();
    expect(lines).toEqual(['warn [warm-up] 1 of 2 pages pre-rendered in 4000 ms; ready without: /termos']);
  });

  test('a render that never ends keeps the server unready only until the budget is spent', async () => {
    const { now, advance, log } = harness();
    const warmUp = createWarmUp({
      paths: async () => ['/'],
      render: () => new Promise<boolean>(() => {}),
      budgetMs: 5000,
      now,
      log,
    });
    void warmUp.start();
    await Promise.resolve();
    expect(warmUp.problem()).not.toBeNull();
    advance(5000);
    expect(warmUp.problem()).toBeNull();
  });

  test('a route table that cannot be read warms nothing up and says so as it ends', async () => {
    const { now, sleep, log, lines } = harness();
    const warmUp = createWarmUp({
      paths: async () => {
        throw new Error('routes.json: unreadable');
      },
      render: async () => true,
      now,
      sleep,
      log,
    });
    await expect(warmUp.start()).resolves.toEqual({ rendered: 0, degraded: [], ms: 0 });
    expect(lines).toEqual([
      'warn [warm-up] pages: routes.json: unreadable',
      'info [warm-up] 0 pages pre-rendered in 0 ms',
    ]);
  });
});

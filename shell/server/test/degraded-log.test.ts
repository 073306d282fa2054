// The log of pages sent without their pre-render (pages/degraded-log.ts): each reason said at once,
// then at most once a window, counting the ones it stood for.
import { expect, test } from '@jest/globals';
import { createDegradedLog } from '../pages/degraded-log.js';

test('one line per reason a window, the next one saying how many went unsaid', () => {
  let clock = 0;
  const lines: Record<string, unknown>[] = [];
  const note = createDegradedLog({
    log: { warn: (fields, message) => lines.push({ ...fields, message }) },
    now: () => clock,
    windowMs: 10_000,
  });
  note('/planos', 'late');
  note('/planos-promo', 'late');
  note('/', 'API unreachable'); // another reason: said at once
  clock = 9_999;
  note('/sobre', 'late');
  clock = 10_000;
  note('/login', 'late');
  const message = 'page sent without its pre-render; the browser renders it';
  expect(lines).toEqual([
    { path: '/planos', reason: 'late', message },
    { path: '/', reason: 'API unreachable', message },
    { path: '/login', reason: 'late', moreSinceLastLine: 2, message },
  ]);
});

import { yieldToMain } from './yield-to-main';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

test('continues in a new task (a timeout) where scheduler.yield is missing', async () => {
  jest.useFakeTimers();
  let resumed = false;
  const done = yieldToMain().then(() => (resumed = true));
  await Promise.resolve();
  expect(resumed).toBe(false); // not in this task's microtasks
  jest.runOnlyPendingTimers();
  await done;
  expect(resumed).toBe(true);
});

test('uses scheduler.yield where the browser has it', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  await yieldToMain();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});

/**
 * Ends the current task and continues in a new one, so the browser can handle input (and the
 * start-up work does not add up to one long task). scheduler.yield() where available: it resumes
 * before other queued tasks.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs a task when the browser is idle (after the first paint), or soon where idle callbacks are missing. */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  } else {
    setTimeout(task, 1);
  }
}

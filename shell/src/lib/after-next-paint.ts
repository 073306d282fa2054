/**
 * Runs `task` once, right after the browser paints its next frame (requestAnimationFrame runs just
 * before that frame, the timeout just after it). A hidden page paints nothing, so there it runs at
 * once, or as soon as the page is hidden before that frame.
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', run);
    task();
  };
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  document.addEventListener('visibilitychange', run);
  requestAnimationFrame(() => setTimeout(run, 0));
}

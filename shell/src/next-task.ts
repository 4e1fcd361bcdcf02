// Start-up work after a server-drawn page's first paint counts as blocking time whenever one task
// runs 50 ms or more, so the start-up steps give the main thread back between them.

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation runs
 * before other queued work, so start-up is not pushed behind it), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// When work that the first screen does not need may start: once the page's main photo has painted
// (the browser reports it as a largest-contentful-paint candidate), or, on a page without one,
// a moment after the load event; then in the next idle period. On a throttled phone the Firebase
// SDK (about 30 KB gzip and its start-up on the main thread) otherwise competes with the first
// screen's code, data and photos for the link and the CPU.

/** A page without a large photo: this long after its load event. */
const WITHOUT_PHOTO_MS = 2_000;
/** Idle periods can be rare on a busy main thread: start by then anyway. */
const IDLE_TIMEOUT_MS = 1_000;

export function afterFirstScreen(run: () => void): void {
  if (typeof window === 'undefined') return run();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  const observer = watchPhotoPaint(start);
  const afterLoad = () => setTimeout(start, WITHOUT_PHOTO_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Calls back when an image becomes the page's largest paint so far; null where unsupported. */
function watchPhotoPaint(onPhoto: () => void): PerformanceObserver | null {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  )
    return null;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url)) onPhoto();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return observer;
}

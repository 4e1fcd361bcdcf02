// Page-load vitals the way Lighthouse's mobile profile measures them, in Chromium through the
// DevTools protocol: 390×844 phone viewport, 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down and
// 750 kbit/s up, a cold cache (a new context per run, the HTTP cache cleared).
//
// LCP: the last largest-contentful-paint entry before the page settled.
// CLS: layout shifts without recent input, grouped in session windows (a gap under 1 s, at most
//      5 s long); the largest window's sum, as Lighthouse and Core Web Vitals report it.
// TBT: for each long task (> 50 ms) after FCP, the part over 50 ms (a task straddling FCP counts
//      from FCP), up to TTI. TTI is approximated as the end of the last long task once the network
//      has been idle (no request for 500 ms) and no long task has run for 5 s (capped at 30 s
//      after load); Lighthouse's TTI also waits for a 5 s quiet window, on main thread and network.
// JS: gzip bytes of every script the page loaded (record-scripts.ts), and which origins served them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { recordScripts, type Recorded } from './record-scripts';
import { summariseMainThread, TRACE_CATEGORIES, type DistFor, type MainThreadSummary } from './main-thread';
import { recordWaterfall, type RequestTiming } from './waterfall';

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const RTT_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
const QUIET_WINDOW_MS = 5_000;
const SETTLE_CAP_MS = 30_000;

export interface Vitals {
  lcpMs: number;
  /** The largest paint's candidates, in order (the last one counts). */
  lcpCandidates: string[];
  cls: number;
  tbtMs: number;
  fcpMs: number;
  ttiMs: number;
  recorded: Recorded;
  /** Every request of the load, with its timings (waterfall.ts). */
  requests: RequestTiming[];
  /** With `trace`: the main thread's work up to the largest paint (main-thread.ts). */
  mainThread?: MainThreadSummary;
}

export interface PageRun {
  browser: Browser;
  url: string;
  /** Signed-in pages: the storage (Firebase keeps its session in localStorage) of a prior sign-in. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** Called while the page is still loading (throttled), e.g. to take screenshots. */
  midLoad?: (page: Page) => Promise<void>;
  /** Called once the page settled. */
  settled?: (page: Page) => Promise<void>;
  viewport?: { width: number; height: number };
  /** Record a performance trace (slows the load: not for the medians). */
  trace?: boolean;
  /** With `trace`: where a script's source map is, to tell its time per original source. */
  distFor?: DistFor;
}

/** Collected in the page from its first script on; read back once the page settled. */
const OBSERVERS = `
  window.__vitals = { lcp: 0, lcpCandidates: [], shifts: [], longTasks: [], fcp: 0 };
  const watch = (type, take) => { try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); } catch {} };
  watch('largest-contentful-paint', (e) => {
    window.__vitals.lcp = e.renderTime || e.loadTime || e.startTime;
    const el = e.element, what = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') : '(removed)';
    window.__vitals.lcpCandidates.push(Math.round(window.__vitals.lcp) + ' ms ' + what + (e.url ? ' ' + e.url.split('/').slice(-2).join('/') : '') + ' ' + e.size + ' px²');
  });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) window.__vitals.shifts.push({ t: e.startTime, v: e.value }); });
  watch('longtask', (e) => window.__vitals.longTasks.push({ start: e.startTime, end: e.startTime + e.duration }));
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') window.__vitals.fcp = e.startTime; });
`;

interface Collected {
  lcp: number;
  /** Every largest-contentful-paint entry: time, element, picture, area (the last is the LCP). */
  lcpCandidates: string[];
  fcp: number;
  shifts: { t: number; v: number }[];
  longTasks: { start: number; end: number }[];
}

export async function measurePageLoad({
  browser,
  url,
  storageState,
  midLoad,
  settled,
  viewport = MOBILE_VIEWPORT,
  trace = false,
  distFor,
}: PageRun): Promise<Vitals> {
  const mobile = viewport.width < 600;
  const context = await browser.newContext({
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: mobile ? 1.75 : 1,
    storageState,
  });
  try {
    await context.addInitScript(OBSERVERS);
    const recording = recordScripts(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const waterfall = recordWaterfall(cdp);
    await cdp.send('Network.enable');
    // Cleared, not disabled (as Lighthouse does): a page's own preloads must still be reusable.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: DOWN_BYTES_PER_S,
      uploadThroughput: UP_BYTES_PER_S,
    });
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const loaded = page.goto(url, { waitUntil: 'load' });
    if (midLoad) await midLoad(page);
    await loaded;
    await page.waitForLoadState('networkidle');
    const collected = await settle(page);
    await settled?.(page);
    const vitals = summarise(collected);
    const mainThread = trace
      ? summariseMainThread(
          JSON.parse((await browser.stopTracing()).toString()).traceEvents,
          url,
          // Up to the last long task too: a page drawn on the server paints early, and the work TBT
          // counts (evaluation, hydration) comes after its largest paint.
          Math.max(vitals.lcpMs, vitals.ttiMs),
          distFor,
        )
      : undefined;
    return { ...vitals, recorded: await recording.snapshot(), requests: waterfall.requests(), mainThread };
  } finally {
    await context.close();
  }
}

/** Waits for a 5 s window without a long task (see TTI above), then reads what the page observed. */
async function settle(page: Page): Promise<Collected> {
  const started = Date.now();
  let seen = -1;
  let quietSince = Date.now();
  for (;;) {
    const count = await page.evaluate(() => (window as unknown as { __vitals: Collected }).__vitals.longTasks.length);
    if (count !== seen) {
      seen = count;
      quietSince = Date.now();
    }
    if (Date.now() - quietSince >= QUIET_WINDOW_MS || Date.now() - started >= SETTLE_CAP_MS) break;
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => (window as unknown as { __vitals: Collected }).__vitals);
}

export function summarise({
  lcp,
  lcpCandidates,
  fcp,
  shifts,
  longTasks,
}: Collected): Omit<Vitals, 'recorded' | 'requests'> {
  const tti = Math.max(fcp, ...longTasks.map((task) => task.end));
  const tbt = longTasks.reduce((total, task) => {
    const start = Math.max(task.start, fcp);
    return total + Math.max(0, task.end - start - 50);
  }, 0);
  return {
    lcpMs: lcp,
    lcpCandidates: lcpCandidates ?? [],
    fcpMs: fcp,
    ttiMs: tti,
    tbtMs: tbt,
    cls: cumulativeLayoutShift(shifts),
  };
}

/** The largest session window: shifts less than 1 s apart, the window at most 5 s long. */
export function cumulativeLayoutShift(shifts: { t: number; v: number }[]): number {
  let best = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const { t, v } of [...shifts].sort((a, b) => a.t - b.t)) {
    if (t - last >= 1000 || t - windowStart >= 5000) {
      windowSum = 0;
      windowStart = t;
    }
    windowSum += v;
    last = t;
    best = Math.max(best, windowSum);
  }
  return best;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// The page bench's table: `/`, a car's `/listing/{id}` and its seller's `/seller/{id}` signed out, `/category/1` and `/dashboard` as the demo buyer, each
// loaded cold on a throttled phone (vitals.ts), median of N runs; and its targets as checks.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginThroughUi } from '../../e2e/support/auth';
import { ACCOUNTS, type SeededRole } from '../../e2e/support/accounts';
import { REPO_ROOT } from '@carmarket/stack';
import type { OriginNames } from './classify';
import type { Check } from './report';
import { measurePageLoad, median, MOBILE_VIEWPORT } from './vitals';
import { printMainThread, type DistFor } from './main-thread';
import { printWaterfall, type RequestTiming } from './waterfall';

/** The remotes whose code a role's dashboard home loads: the storefront for everyone, then the role's own. */
export const ROLE_REMOTES: Record<SeededRole, string[]> = {
  Buyer: ['storefront', 'buyer'],
  Seller: ['storefront', 'seller'],
  Admin: ['storefront', 'admin'],
};

/** Remotes a role also uses, but only on the screens they own: sellers and admins open Messages,
 *  Notifications and Settings from the buyer remote (docs/decisions/0025-conversation-screens-in-the-buyer-remote.md);
 *  on their dashboard home it still gives them nothing but its manifest (its menu entries). */
export const ROLE_REMOTES_LATER: Record<SeededRole, string[]> = {
  Buyer: [],
  Seller: ['buyer'],
  Admin: ['buyer'],
};

const TARGETS = { cls: 0.02, lcpMs: 1800, tbtMs: 150 };
/** Pages with the layout-shift, LCP and TBT targets (TARGETS). */
const TARGET_PAGES = ['/', '/category/1'];

interface PageSpec {
  path: string;
  who: string;
  signedIn: boolean;
}

const PAGES: PageSpec[] = [
  { path: '/', who: 'signed out', signedIn: false },
  { path: '/category/1', who: 'buyer', signedIn: true },
  { path: '/dashboard', who: 'buyer', signedIn: true },
];

/** A car's own page and its seller's: their targets, and which car — a seeded one, advertised, with photos. */
const LISTING_TARGETS = { lcpMs: 2000, cls: 0.02 };
const isListingPage = (path: string) => path.startsWith('/listing/');

export async function listingPage(shellUrl: string): Promise<PageSpec> {
  return (await listingAndSellerPages(shellUrl)).listing;
}

/** A seller's public page: the seller of the car listingPage picks, so a seller with cars for sale (and photos). */
const isSellerPage = (path: string) => path.startsWith('/seller/');

async function listingAndSellerPages(shellUrl: string): Promise<{ listing: PageSpec; seller: PageSpec }> {
  const { apiUrl } = (await (await fetch(new URL('/config.json', shellUrl))).json()) as { apiUrl: string };
  const ads = (await (await fetch(new URL('/advertise', apiUrl))).json()) as { _id: string }[];
  for (const ad of ads) {
    const car = (await (await fetch(new URL(`/listings/${ad._id}`, apiUrl))).json()) as {
      photos?: unknown[];
      seller: { _id: string };
    };
    if (car.photos?.length)
      return {
        listing: { path: `/listing/${ad._id}`, who: 'signed out', signedIn: false },
        seller: { path: `/seller/${car.seller._id}`, who: 'signed out', signedIn: false },
      };
  }
  throw new Error('No advertised seeded car with photos to measure /listing/{id} and /seller/{id} with');
}

/** A build to measure: `use` makes the stack serve it. Two builds are measured in turns, run by run. */
export interface Build {
  label: string;
  use(): Promise<void>;
}

export interface VitalsOptions {
  browser: Browser;
  shellUrl: string;
  origins: OriginNames;
  runs: number;
  screenshots: boolean;
  /** Only these paths ('/listing' for the car's page, '/seller' for its seller's); default every page. */
  pages?: string[];
  /** Print the median run's requests up to its largest paint. */
  waterfall?: boolean;
  /** After each page's runs, one more (traced) load per build: its main thread up to the largest paint. */
  profile?: boolean;
  /** Default: the stack as started. */
  builds?: Build[];
  /** For --profile: the dist folder a script URL was served from (its source maps). */
  distFor?: DistFor;
}

export interface VitalsRow {
  path: string;
  who: string;
  /** The build measured, when more than one was (--ab). */
  build?: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipBytes: number;
  /** Script bytes (gzip) and requests per remote origin that a buyer does not use. */
  unusedRemoteJsBytes: number;
  unusedRemoteRequests: string[];
  runs: { lcpMs: number; cls: number; tbtMs: number; fcpMs: number; ttiMs: number; jsGzipBytes: number }[];
}

export async function measureVitalsTable(o: VitalsOptions): Promise<VitalsRow[]> {
  console.log(
    `\nPage loads on a throttled phone (390×844, 4× CPU, 150 ms RTT, 1.6 Mbit/s), cold cache, median of ${o.runs}…`,
  );
  const buyerState = await signedInState(o.browser, o.shellUrl);
  const buyerUnused = [...o.origins].filter(([, name]) => name !== 'shell' && !ROLE_REMOTES.Buyer.includes(name));
  const builds = o.builds ?? [{ label: '', use: async () => undefined }];
  const { listing, seller } = await listingAndSellerPages(o.shellUrl);
  const specs = [...PAGES, listing, seller].filter(
    (spec) =>
      !o.pages ||
      o.pages.some((p) =>
        p === '/listing' ? isListingPage(spec.path) : p === '/seller' ? isSellerPage(spec.path) : p === spec.path,
      ),
  );
  const rows: VitalsRow[] = [];
  for (const spec of specs) {
    const perBuild = builds.map(() => ({
      runs: [] as VitalsRow['runs'],
      unusedBytes: [] as number[],
      unusedRequests: new Set<string>(),
      requests: [] as RequestTiming[][],
      candidates: [] as string[][],
    }));
    for (let i = 0; i < o.runs; i++) {
      for (const [b, build] of builds.entries()) {
        if (builds.length > 1) await build.use();
        const vitals = await measurePageLoad({
          browser: o.browser,
          url: new URL(spec.path, o.shellUrl).href,
          storageState: spec.signedIn ? buyerState : undefined,
        });
        const { scripts, requestedUrls } = vitals.recorded;
        const js = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
        const unused = buyerUnused.map(([origin]) => origin);
        const into = perBuild[b];
        into.unusedBytes.push(
          scripts.filter((s) => unused.includes(s.origin)).reduce((sum, s) => sum + s.gzipBytes, 0),
        );
        for (const url of requestedUrls)
          if (unused.some((origin) => url.startsWith(`${origin}/`))) into.unusedRequests.add(url);
        into.runs.push({
          lcpMs: vitals.lcpMs,
          cls: vitals.cls,
          tbtMs: vitals.tbtMs,
          fcpMs: vitals.fcpMs,
          ttiMs: vitals.ttiMs,
          jsGzipBytes: js,
        });
        into.requests.push(vitals.requests);
        into.candidates.push(vitals.lcpCandidates);
      }
    }
    for (const [b, build] of builds.entries()) {
      const { runs, unusedBytes, unusedRequests, requests, candidates } = perBuild[b];
      const row: VitalsRow = {
        path: spec.path,
        who: spec.who,
        ...(builds.length > 1 ? { build: build.label } : {}),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        jsGzipBytes: median(runs.map((r) => r.jsGzipBytes)),
        unusedRemoteJsBytes: median(unusedBytes),
        unusedRemoteRequests: [...unusedRequests],
        runs,
      };
      rows.push(row);
      if (o.waterfall) {
        const medianRun = runs.findIndex((r) => r.lcpMs === row.lcpMs);
        printWaterfall(
          `${spec.path} ${spec.who}${build.label ? ` [${build.label}]` : ''}, median run`,
          requests[medianRun],
          row.lcpMs,
        );
        console.log(`  largest-paint candidates: ${candidates[medianRun].join('; ')}`);
      }
    }
    if (o.profile) {
      for (const build of builds) {
        if (builds.length > 1) await build.use();
        const traced = await measurePageLoad({
          browser: o.browser,
          url: new URL(spec.path, o.shellUrl).href,
          storageState: spec.signedIn ? buyerState : undefined,
          trace: true,
          distFor: o.distFor,
        });
        printMainThread(
          `${spec.path} ${spec.who}${build.label ? ` [${build.label}]` : ''}`,
          traced.lcpMs,
          traced.ttiMs,
          traced.mainThread!,
        );
      }
    }
  }
  printTable(rows);
  if (builds.length > 1) await builds[0].use(); // screenshots show the stack's own build
  if (o.screenshots)
    await takeScreenshots(
      o.browser,
      o.shellUrl,
      buyerState,
      specs.filter((spec) => isListingPage(spec.path)),
    );
  return rows;
}

function printTable(rows: VitalsRow[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\n| page | LCP | CLS | TBT | JS (gzip) |\n|---|---|---|---|---|');
  for (const row of rows) {
    const js =
      row.path === '/dashboard'
        ? `${kb(row.jsGzipBytes)}, of which ${kb(row.unusedRemoteJsBytes)} from the seller and admin remotes`
        : kb(row.jsGzipBytes);
    console.log(
      `| \`${row.path}\` ${row.who}${row.build ? ` [${row.build}]` : ''} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms | ${js} |`,
    );
  }
  console.log(
    '(per run: ' +
      rows
        .map(
          (r) =>
            `${r.path}${r.build ? ` [${r.build}]` : ''} LCP ${r.runs.map((x) => Math.round(x.lcpMs)).join('/')} CLS ${r.runs.map((x) => x.cls.toFixed(3)).join('/')} TBT ${r.runs.map((x) => Math.round(x.tbtMs)).join('/')}`,
        )
        .join('; ') +
      ')',
  );
}

export function vitalsChecks(rows: VitalsRow[], _origins: OriginNames): Check[] {
  const checks: Check[] = [];
  for (const row of rows.filter((r) => TARGET_PAGES.includes(r.path))) {
    const scenario = `${row.path} ${row.who}${row.build ? ` [${row.build}]` : ''} (throttled phone, median)`;
    checks.push(
      { scenario, what: `CLS <= ${TARGETS.cls}`, pass: row.cls <= TARGETS.cls, detail: row.cls.toFixed(3) },
      {
        scenario,
        what: `LCP <= ${TARGETS.lcpMs / 1000} s`,
        pass: row.lcpMs <= TARGETS.lcpMs,
        detail: `${(row.lcpMs / 1000).toFixed(2)} s`,
      },
      {
        scenario,
        what: `TBT <= ${TARGETS.tbtMs} ms`,
        pass: row.tbtMs <= TARGETS.tbtMs,
        detail: `${Math.round(row.tbtMs)} ms`,
      },
    );
  }
  for (const row of rows.filter((r) => isListingPage(r.path) || isSellerPage(r.path))) {
    const scenario = `${isListingPage(row.path) ? '/listing/{id}' : '/seller/{id}'} ${row.who}${row.build ? ` [${row.build}]` : ''} (throttled phone, median)`;
    checks.push(
      {
        scenario,
        what: `CLS <= ${LISTING_TARGETS.cls}`,
        pass: row.cls <= LISTING_TARGETS.cls,
        detail: row.cls.toFixed(3),
      },
      {
        scenario,
        what: `LCP <= ${LISTING_TARGETS.lcpMs / 1000} s`,
        pass: row.lcpMs <= LISTING_TARGETS.lcpMs,
        detail: `${(row.lcpMs / 1000).toFixed(2)} s`,
      },
    );
  }
  const dashboard = rows.find((r) => r.path === '/dashboard');
  if (dashboard) {
    // The dashboard has no LCP target (its screen waits for the role), but nothing may move there either.
    checks.push({
      scenario: '/dashboard buyer (throttled phone, median)',
      what: `CLS <= ${TARGETS.cls}`,
      pass: dashboard.cls <= TARGETS.cls,
      detail: dashboard.cls.toFixed(3),
    });
    const code = dashboard.unusedRemoteRequests.filter((url) => !new URL(url).pathname.endsWith('/mf-manifest.json'));
    checks.push({
      scenario: '/dashboard buyer (throttled phone, cold)',
      what: 'nothing but the manifest (menus, route access) requested from the seller or admin remote',
      pass: code.length === 0,
      detail: code.length ? code.join(', ') : `only ${dashboard.unusedRemoteRequests.length} manifests`,
    });
  }
  return checks;
}

/**
 * The demo buyer's session (Firebase keeps it in localStorage) and the app's server session (its
 * HttpOnly cookie, asked for just after sign-in), signed in once, unthrottled.
 */
async function signedInState(
  browser: Browser,
  shellUrl: string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: shellUrl });
  try {
    const page = await context.newPage();
    await loginThroughUi(page, ACCOUNTS.buyer);
    // The server draws the signed-in pages only with the session cookie: wait until it is there.
    const deadline = Date.now() + 15_000;
    while (!(await context.cookies()).some((cookie) => cookie.name === '__session') && Date.now() < deadline)
      await page.waitForTimeout(100);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** `/`, `/category/1` and the car's page as the shell first paints them (nav shown, the remote still loading), and loaded. */
async function takeScreenshots(
  browser: Browser,
  shellUrl: string,
  buyerState: Awaited<ReturnType<BrowserContext['storageState']>>,
  more: PageSpec[],
): Promise<void> {
  const dir = join(REPO_ROOT, 'bench-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const viewport of [MOBILE_VIEWPORT, { width: 1280, height: 800 }]) {
    for (const spec of [...PAGES.filter((p) => TARGET_PAGES.includes(p.path)), ...more]) {
      const name = `${spec.path === '/' ? 'home' : isListingPage(spec.path) ? 'listing' : spec.path.slice(1).replace(/\//g, '-')}-${viewport.width}`;
      const midLoad = async (page: Page) => {
        await page.getByRole('banner').waitFor();
        await page.screenshot({ path: join(dir, `${name}-mid-load.png`) });
      };
      const settled = (page: Page) => page.screenshot({ path: join(dir, `${name}-loaded.png`) }).then(() => undefined);
      await measurePageLoad({
        browser,
        url: new URL(spec.path, shellUrl).href,
        storageState: spec.signedIn ? buyerState : undefined,
        midLoad,
        settled,
        viewport,
      });
    }
  }
  console.log(`Screenshots: ${dir}`);
}

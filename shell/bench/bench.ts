// `npm run bench -w shell`: JavaScript loaded by the production builds, served the way they
// deploy (the stack's static servers), in Chromium: `/` signed out and each role's dashboard.
// Prints gzip bytes by origin and PASS/FAIL for the budgets; exits 1 when a check fails.
// Then page-load vitals (LCP, CLS, TBT, JS) on a throttled phone (vitals.ts), median of 3 runs.
//   --verbose      list every chunk with the packages it holds
//   --screenshots  also save `/`, `/category/1` and the car's page mid-load and loaded at 390 and 1280 px (bench-results/)
//   --runs N       runs per page for the vitals (default 3)
//   --vitals-only  skip the JavaScript tables and checks (signed-in sessions through /login)
//   --pages P,Q    vitals of these paths only ('/', '/category/1', '/dashboard', '/listing', '/seller')
//   --waterfall    print each page's requests up to its largest paint (median run)
//   --profile      and one more, traced load per page: its main thread's tasks and script time up to the largest paint
//   --ab APP=DIR[,APP=DIR]  measure two builds in turns, run by run: the stack's dist folders and
//                  these (e.g. a copy of shell/dist and mfe-storefront/dist from before a change); pages are
//                  drawn on the server, another shell build by a render server of its own that reads its index.html
//   --ssr          measure the pages drawn on the server and drawn in the browser in turns, run by run
// Last (not with --vitals-only), the render server's cost at 100k listings: render-server.ts.
//   --render-server  only that
//   --lighthouse   only Lighthouse's mobile scores of `/` and a car's page, drawn on the server and in the
//                  browser (lighthouse.ts); --runs N runs of each (default 1)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { loginThroughUi } from '../../e2e/support/auth';
import { ACCOUNTS, type SeededAccount } from '../../e2e/support/accounts';
import { REMOTES, REPO_ROOT, startStack, WEB_APPS, WORKSPACES, type Stack, type WebAppName } from '@carmarket/stack';
import { recordScripts } from './record-scripts';
import { commonChecks, printChecks, printScenario, totalGzip, type Check, type Scenario } from './report';
import type { OriginNames } from './classify';
import { measureLighthouse } from './lighthouse';
import { BENCH_API_ENV, measureRenderServer } from './render-server';
import { stripeChunksInBuilds } from './stripe-chunks';
import {
  listingPage,
  measureVitalsTable,
  ROLE_REMOTES,
  ROLE_REMOTES_LATER,
  vitalsChecks,
  type Build,
  type VitalsRow,
} from './vitals-table';

const HOME_BUDGET_KB = 180;
const LAZY_REMOTES = ['buyer', 'seller', 'admin'] as const;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

async function main(): Promise<number> {
  const verbose = process.argv.includes('--verbose');
  const dataDir = mkdtempSync(join(tmpdir(), 'carmarket-shell-bench-'));
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  try {
    console.log('Starting the production stack (builds what is stale)…');
    stack = await startStack({ dataDir, freePortsByDefault: true, env: { ...process.env, ...BENCH_API_ENV } });
    const only = process.argv.includes('--render-server')
      ? () => measureRenderServer(stack!)
      : process.argv.includes('--lighthouse')
        ? async () => {
            const car = await listingPage(stack!.urls.shell);
            const pages = [
              { label: '/', path: '/' },
              { label: '/listing/{id}', path: car.path },
            ];
            return measureLighthouse(
              stack!.urls.shell,
              pages,
              serverAndBrowserDrawn(stack!),
              Number(argValue('--runs') ?? 1),
            );
          }
        : null;
    if (only) {
      const checks = await only();
      printChecks(checks);
      return checks.every((check) => check.pass) ? 0 : 1;
    }
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const origins: OriginNames = new Map([
      [new URL(stack.urls.shell).origin, 'shell'],
      ...REMOTES.map((name): [string, string] => [new URL(stack!.urls.remotes[name]).origin, name]),
    ]);

    const scenarios: Scenario[] = [];
    const checks: Check[] = [];
    if (!process.argv.includes('--vitals-only')) {
      scenarios.push(await measureHome(browser, stack.urls.shell));
      for (const account of [ACCOUNTS.buyer, ACCOUNTS.seller, ACCOUNTS.admin]) {
        scenarios.push(...(await measureDashboard(browser, stack.urls.shell, account)));
      }
      const roleChecks = [ACCOUNTS.buyer, ACCOUNTS.seller, ACCOUNTS.admin].map((account) =>
        onlyUsedRemotes(
          scenarios.find((s) => s.name.startsWith(`${account.dashboard} (`))!,
          account,
          origins,
        ),
      );
      for (const scenario of scenarios) printScenario(scenario, origins, verbose);
      printStripeChunks();
      checks.push(...homeChecks(scenarios[0], origins), ...scenarios.flatMap(commonChecks), ...roleChecks);
    }

    const runs = Number(argValue('--runs') ?? 3);
    const vitals = await measureVitalsTable({
      browser,
      shellUrl: stack.urls.shell,
      origins,
      runs,
      screenshots: process.argv.includes('--screenshots'),
      pages: argValue('--pages')?.split(','),
      waterfall: process.argv.includes('--waterfall'),
      profile: process.argv.includes('--profile'),
      builds: argValue('--ab')
        ? alternateBuilds(stack, argValue('--ab')!)
        : process.argv.includes('--ssr')
          ? serverAndBrowserDrawn(stack)
          : undefined,
      distFor: (url) => {
        const app = origins.get(new URL(url).origin) as WebAppName | undefined;
        return app && (WEB_APPS as readonly string[]).includes(app)
          ? join(REPO_ROOT, WORKSPACES[app], 'dist')
          : undefined;
      },
    });
    checks.push(...vitalsChecks(vitals, origins));
    // Last: it adds 100k listings to the stack's database.
    if (!process.argv.includes('--vitals-only')) checks.push(...(await measureRenderServer(stack)));
    printChecks(checks);
    saveResults(scenarios, checks, vitals);
    return checks.every((check) => check.pass) ? 0 : 1;
  } finally {
    await browser?.close();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureHome(browser: Browser, shellUrl: string): Promise<Scenario> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const recording = recordScripts(context);
  const page = await context.newPage();
  await page.goto(shellUrl, { waitUntil: 'networkidle' });
  const scenario = { name: '/ (signed out, first visit)', ...(await recording.snapshot()) };
  await context.close();
  return scenario;
}

/** Signs in through the UI and opens the Dashboard link; the buyer also opens a payment screen. */
async function measureDashboard(browser: Browser, shellUrl: string, account: SeededAccount): Promise<Scenario[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: shellUrl });
  const recording = recordScripts(context);
  const page = await context.newPage();
  await loginThroughUi(page, account);
  // The link's target follows the role, which is known a moment after sign-in.
  await page.getByRole('banner').locator(`a[href="${account.dashboard}"]`, { hasText: 'Dashboard' }).click();
  await page.waitForURL(`**${account.dashboard}`);
  // The screen's own (lazy) chunk has run once its heading shows: the first menu entry's page.
  await page.getByRole('heading', { name: account.menu[0] }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scenarios: Scenario[] = [
    { name: `${account.dashboard} (${account.label}, signed in through /login)`, ...(await recording.snapshot()) },
  ];

  // The seed gives the demo buyer an unpaid booking: My Orders shows its Pay link once loaded.
  const payLink = page.getByRole('link', { name: 'Pay', exact: true }).first();
  const hasPayLink =
    account.role === 'Buyer' &&
    (await payLink.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    ));
  if (hasPayLink) {
    const mark = recording.mark();
    await payLink.click();
    await page.waitForURL('**/dashboard/payment/**');
    await page.getByRole('button', { name: /^pay/i }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const added = await recording.snapshot(mark);
    const session = (await recording.snapshot()).scripts;
    scenarios.push({ name: 'payment screen (what the Pay link adds)', ...added, session, paymentScreen: true });
  } else if (account.role === 'Buyer') {
    console.log('note: the demo buyer has no unpaid order, so the payment screen is not measured');
  }
  await context.close();
  return scenarios;
}

function homeChecks(home: Scenario, origins: OriginNames): Check[] {
  const lazyOrigins = [...origins].filter(([, name]) => (LAZY_REMOTES as readonly string[]).includes(name));
  const contacted = lazyOrigins.filter(([origin]) => home.requestedUrls.some((url) => url.startsWith(`${origin}/`)));
  const totalKb = totalGzip(home) / 1024;
  return [
    {
      scenario: home.name,
      what: 'nothing loaded from the buyer, seller or admin remotes',
      pass: contacted.length === 0,
      detail: contacted.length ? `requests to ${contacted.map(([, name]) => name).join(', ')}` : 'no request to them',
    },
    {
      scenario: home.name,
      what: `JavaScript <= ${HOME_BUDGET_KB} KB gzip`,
      pass: totalKb <= HOME_BUDGET_KB,
      detail: `${totalKb.toFixed(1)} KB`,
    },
  ];
}

/** The sandbox stack has no Stripe key, so Stripe.js never loads: name the chunks that would. */
function printStripeChunks(): void {
  const dists = Object.fromEntries(WEB_APPS.map((app) => [app, join(REPO_ROOT, WORKSPACES[app], 'dist')]));
  const chunks = stripeChunksInBuilds(dists);
  console.log('\nStripe SDK in the builds (loaded only with STRIPE_PUBLISHABLE_KEY, by the payment screen):');
  for (const chunk of chunks)
    console.log(`  ${chunk.app}/${chunk.file}  ${(chunk.gzipBytes / 1024).toFixed(1)} KB gzip`);
  if (chunks.length === 0) console.log('  none');
}

/** `--ab shell=/tmp/before/shell,storefront=/tmp/before/storefront`: the stack's builds, then these. */
function alternateBuilds(stack: Stack, spec: string): Build[] {
  const alternates = spec.split(',').map((pair) => pair.split('=') as [WebAppName, string]);
  for (const [app] of alternates)
    if (!(WEB_APPS as readonly string[]).includes(app))
      throw new Error(`--ab: no web app named ${app} (${WEB_APPS.join(', ')})`);
  const serve = async (roots: (app: WebAppName, dir: string) => string | undefined) => {
    for (const [app, dir] of alternates) await stack.startApp(app, roots(app, dir));
  };
  return [
    { label: 'dist', use: () => serve(() => undefined) },
    { label: alternates.map(([, dir]) => dir).join(' + '), use: () => serve((_app, dir) => dir) },
  ];
}

/** `--ssr`: the shell's server asking the render server for its pages, then answering its own index.html. */
function serverAndBrowserDrawn(stack: Stack): Build[] {
  return [
    { label: 'server-drawn', use: () => stack.startApp('shell', undefined, { serverRendering: true }) },
    { label: 'browser-drawn', use: () => stack.startApp('shell', undefined, { serverRendering: false }) },
  ];
}

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** A role's session loads code only from the remotes that own a screen it uses (the storefront for
 *  everyone); of the others it reads only the manifest (their menus and route access). On the
 *  dashboard home that includes a remote the role opens only for some screens (ROLE_REMOTES_LATER). */
function onlyUsedRemotes(scenario: Scenario, account: SeededAccount, origins: OriginNames): Check {
  const used = ROLE_REMOTES[account.role];
  const later = ROLE_REMOTES_LATER[account.role];
  const contacted = [...origins]
    .filter(([, name]) => name !== 'shell' && !used.includes(name))
    .filter(([origin]) => scenario.requestedUrls.some((url) => url.startsWith(`${origin}/`) && !isManifest(url)))
    .map(([, name]) => name);
  return {
    scenario: scenario.name,
    what: `nothing but the manifest requested from remotes the ${account.label}'s dashboard home does not use (uses ${used.join(', ')}${later.length ? `; ${later.join(', ')} only on its messages and notifications screens` : ''})`,
    pass: contacted.length === 0,
    detail: contacted.length ? `requests to ${contacted.join(', ')}` : 'none',
  };
}

const isManifest = (url: string) => new URL(url).pathname.endsWith('/mf-manifest.json');

function saveResults(scenarios: Scenario[], checks: Check[], vitals: VitalsRow[]): void {
  const dir = join(REPO_ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'shell.json');
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), scenarios, checks, vitals }, null, 2));
  console.log(`\nDetails: ${file}`);
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);

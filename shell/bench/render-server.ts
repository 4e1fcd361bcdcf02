// The render server's cost (`npm run bench -w shell`, or only this part with `--render-server`):
// the stack's database gets 100k more listings (the API bench's cars, api/bench/bench-listings.ts),
// then wrk (api/bench/load-generator.ts) keeps 10 connections busy on one car's page at the one
// render process and on the same car's API read, in turns, round by round (BENCH_ROUNDS, default 5, of
// BENCH_DURATION s, default 2); each figure is the median round. The render server writes a page
// in one piece once it is drawn, so wrk's latency (to the whole answer, on loopback) is its time
// to first byte plus a copy. Every page measured must be the server's: a fallback to the browser's
// page (also a 200) during the rounds fails the check. An anonymous page is kept and revalidated
// with the API on each request (page-cache.ts: a conditional read, the HTML reused on a 304); a
// second row sends a cookie, so every page it counts is read and drawn for its request. Then the
// signed-in buyer's /category/1 (drawn for that session on every request) beside the API's reads
// of the same page with the same session cookie.
import mongoose from 'mongoose';
import type { Stack } from '@carmarket/stack';
import { benchSeller, insertListings, printTable } from '../../api/bench/bench-listings';
import { wrkGenerator, type Measured } from '../../api/bench/load-generator';
import { ACCOUNTS, PASSWORD } from '../../e2e/support/accounts';
import { PAGE_DATA_ID } from '@carmarket/shared-ui';
import type { Check } from './report';

const LISTINGS = 100_000;
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 2);
const TARGET_TTFB_P50_MS = 50;
const TARGET_PAGES_PER_S = 150;
const TARGET_CATEGORY_TTFB_P50_MS = 80;
const CATEGORY_PAGE = '/category/1';
/** The render server's count of pages left to the browser (metrics.ts). */
const FALLBACKS = /^ssr_fallback_total\{[^}]*\} (\d+)$/gm;

/** The API's rate limits, raised for the bench's single client (as the API bench does). */
export const BENCH_API_ENV = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PRICE_CHECK_PER_MINUTE: '100000000',
  RATE_LIMIT_UPLOAD_PER_MINUTE: '100000000',
};

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
}

export async function measureRenderServer(stack: Stack): Promise<Check[]> {
  if (!stack.renderUrl) throw new Error('the render server is not running (SSR=off?)');
  const renderUrl = stack.renderUrl;
  const client = await mongoose.mongo.MongoClient.connect(stack.urls.mongo);
  let carId: string;
  try {
    const db = client.db();
    const before = await db.collection('listings').countDocuments();
    console.log(`\nRender server: adding ${LISTINGS.toLocaleString('en-US')} listings to the ${before} there…`);
    await insertListings(db, await benchSeller(db), 0, LISTINGS);
    const car = await db.collection('listings').findOne({ category_id: 1 }, { sort: { poste_date: -1 } });
    carId = car!._id.toString();
  } finally {
    await client.close();
  }

  const page = `/listing/${carId}`;
  await assertServerDrawn(renderUrl, page);
  const session = await buyerSession(stack);
  const categoryReads = await apiReadsOf(renderUrl, CATEGORY_PAGE, session);
  const targets: Target[] = [
    { label: `render server GET ${'/listing/{id}'} (one process)`, url: `${renderUrl}${page}`, headers: {} },
    // A request with a cookie never shares another's render (page-cache.ts): every one is drawn.
    {
      label: `  the same, every page drawn (a cookie)`,
      url: `${renderUrl}${page}`,
      headers: { Cookie: 'bench=uncached' },
    },
    { label: 'API GET /listings/{id}', url: `${stack.urls.api}/listings/${carId}`, headers: {} },
    {
      label: `render server GET ${CATEGORY_PAGE} (the buyer's session)`,
      url: `${renderUrl}${CATEGORY_PAGE}`,
      headers: session,
    },
    ...categoryReads.map((path) => ({
      label: `  API GET ${path.length > 44 ? `${path.slice(0, 41)}...` : path}`,
      url: `${stack.urls.api}${path}`,
      headers: session,
    })),
  ];
  const rounds: Measured[][] = targets.map(() => []);
  // Fallbacks counted while each row was measured (the API's rows draw nothing, so count none).
  const fallbacksOf = targets.map(() => 0);
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      const before = await fallbackCount(renderUrl);
      const measured = await wrkGenerator.measure(target.url, target.headers, CONNECTIONS, DURATION_S);
      if (round === 0) continue; // round 0 warms each server up
      rounds[i].push(measured);
      fallbacksOf[i] += (await fallbackCount(renderUrl)) - before;
    }
  }
  const [fallbacks, drawnFallbacks, , categoryFallbacks] = fallbacksOf;
  const medians = rounds.map((runs) => runs.slice().sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]);
  const p50 = (runs: Measured[]) => runs.map((run) => run.p50).sort((a, b) => a - b)[Math.floor(runs.length / 2)];

  console.log(
    `\nRender server at ${LISTINGS.toLocaleString('en-US')} more listings, wrk, ${CONNECTIONS} connections, ` +
      `median of ${ROUNDS} rounds of ${DURATION_S} s taken in turns:`,
  );
  printTable(
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'load gen µs/req'],
    targets.map((target, i) => [
      target.label,
      medians[i].rps.toFixed(0),
      String(p50(rounds[i])),
      String(medians[i].p99),
      medians[i].generatorUs.toFixed(1),
    ]),
  );
  const [render, drawn, api, category] = medians;
  console.log(
    `render server pages/s ÷ API reads/s (same run): ${(render.rps / api.rps).toFixed(2)}, ` +
      `every page drawn: ${(drawn.rps / api.rps).toFixed(2)}`,
  );
  const ttfb = p50(rounds[0]);
  const categoryTtfb = p50(rounds[3]);
  return [
    {
      scenario: 'render server, /listing/{id}',
      what: `time to first byte p50 <= ${TARGET_TTFB_P50_MS} ms at ${CONNECTIONS} connections`,
      pass: ttfb <= TARGET_TTFB_P50_MS,
      detail: `${ttfb} ms (p99 ${render.p99} ms); every page drawn: ${p50(rounds[1])} ms (p99 ${drawn.p99} ms)`,
    },
    {
      scenario: 'render server, /listing/{id}',
      what: `>= ${TARGET_PAGES_PER_S} pages/s from one process`,
      pass: render.rps >= TARGET_PAGES_PER_S,
      detail: `${render.rps.toFixed(0)} pages/s; every page drawn: ${drawn.rps.toFixed(0)} pages/s`,
    },
    {
      scenario: `render server, ${CATEGORY_PAGE} signed in`,
      what: `time to first byte p50 <= ${TARGET_CATEGORY_TTFB_P50_MS} ms at ${CONNECTIONS} connections`,
      pass: categoryTtfb <= TARGET_CATEGORY_TTFB_P50_MS,
      detail:
        `${categoryTtfb} ms (p99 ${category.p99} ms), ${category.rps.toFixed(0)} pages/s; ` +
        `${categoryFallbacks} left to the browser during its rounds`,
    },
    {
      scenario: 'render server, /listing/{id}',
      what: 'every page measured drawn on the server (no fallback to the browser page)',
      pass: fallbacks === 0,
      detail: `${fallbacks} fallbacks counted during its rounds; every page drawn: ${drawnFallbacks}`,
    },
  ];
}

/**
 * The page is the car drawn on the server, not the browser's page (also a 200). The first render
 * also loads the storefront's bundle, which on a busy machine may outlast the render budget: a few tries.
 */
async function assertServerDrawn(renderUrl: string, page: string): Promise<void> {
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await fetch(`${renderUrl}${page}`);
    const html = await response.text();
    if (response.status === 200 && html.includes('application/ld+json')) return;
    last = `${response.status}: ${html.slice(0, 300)}`;
    await new Promise((done) => setTimeout(done, 1_000));
  }
  const metrics = await (await fetch(`${renderUrl}/metrics`)).text();
  throw new Error(`${page}: the render server does not draw the car (${last})\n${metrics}`);
}

async function fallbackCount(renderUrl: string): Promise<number> {
  const text = await (await fetch(`${renderUrl}/metrics`)).text();
  return [...text.matchAll(FALLBACKS)].reduce((sum, [, count]) => sum + Number(count), 0);
}

/** The seeded buyer's server session, as the browser gets it after signing in: a Cookie header. */
async function buyerSession(stack: Stack): Promise<Record<string, string>> {
  const signIn = await fetch(
    `${stack.urls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.buyer.email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!signIn.ok) throw new Error(`the buyer's sign-in: HTTP ${signIn.status} ${await signIn.text()}`);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const started = await fetch(`${stack.urls.api}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(stack.urls.shell).origin },
    body: JSON.stringify({ idToken }),
  });
  const cookie = started.headers.getSetCookie().find((line) => line.startsWith('__session='));
  if (!cookie) throw new Error(`POST /session: HTTP ${started.status} ${await started.text()}`);
  return { Cookie: cookie.split(';')[0] };
}

/**
 * The page's own API reads of the category's cars (its list and facet counts), as its data block
 * names them. Its first renders may outlast the render budget on a busy machine while the API
 * counts 100k cars for the first time (the count goes on, shared and kept): tries until it is done.
 */
async function apiReadsOf(renderUrl: string, page: string, headers: Record<string, string>): Promise<string[]> {
  let last = '';
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await fetch(`${renderUrl}${page}`, { headers });
    const html = await response.text();
    const block = new RegExp(`<script id="${PAGE_DATA_ID}" type="application/json">([^<]*)</script>`).exec(html);
    if (response.status === 200 && block)
      return Object.keys(JSON.parse(block[1]) as Record<string, unknown>).filter((path) =>
        path.startsWith('/category/'),
      );
    last = `${response.status}: ${html.slice(0, 300)}`;
    await new Promise((done) => setTimeout(done, 1_000));
  }
  const metrics = await (await fetch(`${renderUrl}/metrics`)).text();
  throw new Error(`${page}: not drawn for the session (${last})\n${metrics}`);
}

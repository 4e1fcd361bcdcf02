/** @jest-environment node */
// The render server against real HTTP servers: an API answering cars, and a remote host serving
// server bundles (small CommonJS modules, as a remote's build emits them) that draw a car, throw,
// hang, or were built against another contract. What a crawler and a visitor get: status, head,
// escaped text, the page's data, and the browser-rendered page when the server render fails.
import { createHash } from 'node:crypto';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { setRuntimeConfig } from '@carmarket/shared-ui';
import { createRenderer } from './renderer';
import { ServerModules } from './server-modules';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta name="description" content="CarMarket: buy and sell used cars from verified sellers." />' +
  '<title>CarMarket</title><script defer src="/main.1234567890.js"></script></head>' +
  '<body><noscript>CarMarket needs JavaScript to run.</noscript><div id="root"></div></body></html>';
const HOSTILE = '</script><img src=x onerror=alert(1)>\u2028"quoted"';

/** A remote's server bundle: draws /car/{id} from GET /cars/{id}; `mode` makes it misbehave. */
const bundle = (mode: 'draw' | 'throw' | 'hang', contractVersion = '1.3.0', label = 'v1') => `
const { jsx, jsxs } = require('react/jsx-runtime');
const { useLoaderData } = require('react-router-dom');
function CarPage() {
  const car = useLoaderData();
  return jsxs('article', { children: [jsx('h1', { children: car.name }), jsx('p', { children: ${JSON.stringify(label)} })] });
}
module.exports = {
  contractVersion: ${JSON.stringify(contractVersion)},
  async render(url, context) {
    if (${JSON.stringify(mode)} === 'throw') throw new Error('the page broke');
    if (${JSON.stringify(mode)} === 'hang') return new Promise(() => {});
    if (url.pathname === '/')
      return { status: 200, head: { title: 'Home', description: 'Cars', canonical: context.publicAppUrl + '/', type: 'website', jsonLd: [] }, Component: () => jsx('h1', { children: 'Shop by category' }), data: {} };
    const match = /^\\/car\\/(\\w+)$/.exec(url.pathname);
    if (!match) return null;
    const path = '/cars/' + match[1];
    const answer = await context.read(path);
    const canonical = context.publicAppUrl + url.pathname;
    if (answer.status !== 200)
      return { status: answer.status, head: { title: 'Gone', description: 'Gone', canonical, type: 'website', jsonLd: [] }, data: {} };
    const car = answer.body;
    return {
      status: 200,
      head: { title: car.name + ' | CarMarket', description: 'A ' + car.name, canonical, image: context.publicApiUrl + '/photos/p1/og.jpg', type: 'product', jsonLd: [{ '@type': 'Car', name: car.name }] },
      Component: CarPage,
      loaderData: car,
      data: { [path]: car },
    };
  },
};
`;

let api: Awaited<ReturnType<typeof startServer>>;
let remote: Awaited<ReturnType<typeof startServer>>;
const bundles = new Map<string, string>();
const cars: Record<string, { status: number; body?: unknown; delayMs?: number }> = {
  c1: { status: 200, body: { _id: 'c1', name: 'Tesla Model 3' } },
  c2: { status: 200, body: { _id: 'c2', name: 'Volvo XC40' } },
  evil: { status: 200, body: { _id: 'evil', name: HOSTILE } },
  gone: { status: 410, body: { statusCode: 410, message: 'This listing was withdrawn' } },
  slow: { status: 200, body: { _id: 'slow', name: 'Slow car' }, delayMs: 600 },
};

beforeAll(async () => {
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    remotes: { storefront: 'http://remote.test/mf-manifest.json', buyer: '', seller: '', admin: '' },
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
  api = await startServer((req, res) => {
    const car = cars[req.url.replace('/cars/', '')];
    if (!car) return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
    setTimeout(() => sendJson(res, car.status, car.body), car.delayMs ?? 0);
  });
  remote = await startServer((req, res) => {
    const code = bundles.get(req.url);
    if (code === undefined) return sendJson(res, 404, { message: 'no such file' });
    res.writeHead(200, { 'Content-Type': 'text/javascript', ETag: `"${code.length}"` });
    res.end(code);
  });
});
afterAll(async () => {
  await api.close();
  await remote.close();
});

function renderer(bundlePath: string, extra: { budgetMs?: number; log?: (line: string) => void } = {}) {
  const modules = new ServerModules({ requireShared: require });
  return createRenderer({
    page: async () => SHELL_PAGE,
    storefrontBundle: async () => `${remote.url}${bundlePath}`,
    loadModule: (url, signal) => modules.get(url, signal),
    apiUrl: api.url,
    publicAppUrl: 'https://cars.example',
    publicApiUrl: 'https://api.cars.example',
    log: () => undefined,
    ...extra,
  });
}

/** The JSON of a data block or JSON-LD block, parsed as a browser would. */
const blocks = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script[^>]*type="${type}"[^>]*>([\\s\\S]*?)</script>`, 'g'))].map(([, json]) =>
    JSON.parse(json),
  );

describe('a page drawn on the server', () => {
  beforeAll(() => bundles.set('/releases/1.0.0/server/render.js', bundle('draw')));
  const draw = () => renderer('/releases/1.0.0/server/render.js');

  it('holds the car in its chrome, with the head, the data and a shared-cacheable 200', async () => {
    const page = await draw().render('/car/c1');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Tesla Model 3</h1>');
    expect(page.body).toMatch(/<nav aria-label="Main"/); // the shell's top navigation
    expect(page.body).toContain('<footer');
    expect(page.body).toContain('<title>Tesla Model 3 | CarMarket</title>');
    expect(page.body).toContain('<meta name="description" content="A Tesla Model 3" />');
    expect(page.body).toContain('<link rel="canonical" href="https://cars.example/car/c1" />');
    expect(page.body).toContain('<meta property="og:image" content="https://api.cars.example/photos/p1/og.jpg" />');
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(blocks(page.body, 'application/ld\\+json')).toEqual([{ '@type': 'Car', name: 'Tesla Model 3' }]);
    // The page's answers, and whom it was drawn for: no one.
    expect(blocks(page.body, 'application/json')).toEqual([{ '/cars/c1': { _id: 'c1', name: 'Tesla Model 3' } }, null]);
    expect(page.body).toMatch(/<style[^>]*>[^<]*\.[\w-]+\{/); // the chrome's rules, in the document
    expect(page.body).not.toContain('needs JavaScript');
    expect(page.headers['Cache-Control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(page.headers.ETag).toMatch(/^W\/"/);
    expect(page.headers.Vary).toBe('Cookie'); // a signed-in visitor's copy is drawn for them
  });

  it("draws the remote's page at '/' too", async () => {
    const page = await draw().render('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Shop by category</h1>');
  });

  it('answers 304 to a revalidation while the data and the releases are the same', async () => {
    const server = draw();
    const first = await server.render('/car/c1');
    expect((await server.render('/car/c1', { ifNoneMatch: first.headers.ETag })).status).toBe(304);
    expect((await server.render('/car/c2', { ifNoneMatch: first.headers.ETag })).status).toBe(200);
  });

  it('answers 410 and 404 as the API read did, with the not-found page', async () => {
    const gone = await draw().render('/car/gone');
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('find this page'); // the shell's not-found page
    const unknown = await draw().render('/car/never');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('find this page');
  });

  it('shows a hostile car name as text everywhere and runs none of it', async () => {
    const page = await draw().render('/car/evil');
    expect(page.body).not.toContain('<img src=x');
    const scripts = page.body.match(/<script[\s\S]*?<\/script>/g)!.join('');
    expect(scripts).not.toContain('\u2028'); // a line terminator to older JavaScript parsers
    expect(page.body).toContain('<h1>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).toContain('<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The data blocks hold exactly what the API said, and no element ends early.
    expect(blocks(page.body, 'application/ld\\+json')[0].name).toBe(HOSTILE);
    expect(blocks(page.body, 'application/json')[0]['/cars/evil'].name).toBe(HOSTILE);
    expect(page.body.match(/<\/script>/g)).toHaveLength(
      page.body.match(/<script/g)!.length, // every </script> closes one of the page's own elements
    );
  });

  it("reads the API with the visitor's address after the chain it was given, so each visitor keeps their own rate limit", async () => {
    const forwarded: (string | undefined)[] = [];
    const server = createRenderer({
      page: async () => SHELL_PAGE,
      storefrontBundle: async () => `${remote.url}/releases/1.0.0/server/render.js`,
      loadModule: (url, signal) => new ServerModules({ requireShared: require }).get(url, signal),
      apiUrl: api.url,
      publicAppUrl: 'https://cars.example',
      publicApiUrl: 'https://api.cars.example',
      fetch: (input, init) => {
        if (String(input).startsWith(api.url))
          forwarded.push(new Headers(init?.headers).get('x-forwarded-for') ?? undefined);
        return fetch(input, init);
      },
    });
    expect((await server.render('/car/c1', { forwardedFor: '203.0.113.9, 10.0.0.5' })).status).toBe(200);
    expect((await server.render('/car/c2')).status).toBe(200);
    expect(forwarded).toEqual(['203.0.113.9, 10.0.0.5', undefined]);
  });

  it('draws two pages at once, each with only its own data', async () => {
    const server = draw();
    const [one, two] = await Promise.all([server.render('/car/c1'), server.render('/car/c2')]);
    expect(one.body).toContain('Tesla Model 3');
    expect(one.body).not.toContain('Volvo XC40');
    expect(two.body).toContain('Volvo XC40');
    expect(two.body).not.toContain('Tesla Model 3');
  });

  it('answers 404 with the not-found page in its chrome for a path no route of the app draws', async () => {
    for (const path of ['/no-such-page', '/listing', '/blog/2024/a-post', '/car']) {
      const page = await draw().render(path);
      expect(page.status).toBe(404);
      expect(page.body).toContain('find this page'); // the shell's not-found page
      expect(page.body).toMatch(/<nav aria-label="Main"/);
      expect(page.body).toContain('<footer');
      expect(page.body).toContain('<title>Page not found | CarMarket</title>');
      expect(page.body).not.toContain('needs JavaScript');
    }
  });

  it('leaves paths the remote does not draw to the browser', async () => {
    const page = await draw().render('/compare');
    expect(page.status).toBe(200);
    expect(page.body).toBe(SHELL_PAGE);
    expect(page.headers['Cache-Control']).toBe('no-cache');
  });
});

describe('anonymous pages shared between visitors', () => {
  // Two API processes over one database of cars, answering as the API does: an ETag from the JSON
  // sent, 304 to a read naming it. What each read asked is noted.
  const shop: Record<string, { status: number; body: unknown }> = {};
  const asked: { url: string; ifNoneMatch?: string }[] = [];
  let apis: { url: string; close: () => Promise<void> }[] = [];
  beforeAll(async () => {
    apis = await Promise.all([0, 1].map(() => startEtagApi(shop, asked)));
  });
  afterAll(() => Promise.all(apis.map((one) => one.close())));

  /** A render process reading the API at `apiUrl`; its pages are told apart by when they were drawn. */
  const renderProcess = (apiUrl: string, bundlePath: () => string = () => '/releases/1.0.0/server/render.js') => {
    const modules = new ServerModules({ requireShared: require });
    let draws = 0;
    return createRenderer({
      page: async () => SHELL_PAGE,
      storefrontBundle: async () => `${remote.url}${bundlePath()}`,
      loadModule: (url, signal) => modules.get(url, signal),
      apiUrl,
      publicAppUrl: 'https://cars.example',
      publicApiUrl: 'https://api.cars.example',
      pageCacheMs: 60_000,
      log: () => undefined,
      now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, ++draws)),
    });
  };
  const drawnAt = (html: string) => /carmarket-rendered-at" content="([^"]+)"/.exec(html)?.[1];
  const readsOf = (path: string) => asked.filter((read) => read.url === path);
  beforeAll(() => bundles.set('/releases/1.0.0/server/render.js', bundle('draw')));

  it('serves the page drawn for one visitor to the next while the API answers 304 for its data, with its ETag', async () => {
    shop.k1 = { status: 200, body: { _id: 'k1', name: 'Tesla Model 3', price: 30_000 } };
    const server = renderProcess(apis[0].url);
    const first = await server.render('/car/k1', { forwardedFor: '203.0.113.1', shared: true });
    const second = await server.render('/car/k1', { forwardedFor: '203.0.113.2', shared: true });
    expect(second.body).toBe(first.body); // not drawn again: the same render time
    expect(readsOf('/cars/k1').map((read) => read.ifNoneMatch)).toEqual([undefined, expect.stringMatching(/^W\//)]);
    expect(second.headers.ETag).toBe(first.headers.ETag);
    const revalidation = await server.render('/car/k1', { ifNoneMatch: first.headers.ETag, shared: true });
    expect(revalidation).toMatchObject({ status: 304, body: '' });
  });

  it('shows a changed car, and a deleted one as gone, on the very next request', async () => {
    shop.k2 = { status: 200, body: { _id: 'k2', name: 'Volvo XC40', price: 25_000 } };
    const server = renderProcess(apis[0].url);
    const before = await server.render('/car/k2', { shared: true });
    expect(blocks(before.body, 'application/json')[0]['/cars/k2'].price).toBe(25_000);
    shop.k2 = { status: 200, body: { _id: 'k2', name: 'Volvo XC40', price: 23_500 } };
    const changed = await server.render('/car/k2', { shared: true });
    expect(blocks(changed.body, 'application/json')[0]['/cars/k2'].price).toBe(23_500);
    expect(changed.headers.ETag).not.toBe(before.headers.ETag);
    shop.k2 = { status: 410, body: { statusCode: 410, message: 'This listing was withdrawn' } };
    expect((await server.render('/car/k2', { shared: true })).status).toBe(410);
    expect((await server.render('/car/k2', { shared: true })).status).toBe(410); // a gone page is not kept
  });

  it('holds across processes: a change shows on the next page of each render process, whichever API process answers', async () => {
    shop.k3 = { status: 200, body: { _id: 'k3', name: 'Fiat Panda', price: 9_000 } };
    const processes = [renderProcess(apis[0].url), renderProcess(apis[1].url)];
    const price = async (server: ReturnType<typeof renderProcess>) =>
      blocks((await server.render('/car/k3', { shared: true })).body, 'application/json')[0]['/cars/k3'].price;
    expect(await Promise.all(processes.map(price))).toEqual([9_000, 9_000]);
    expect(await Promise.all(processes.map(price))).toEqual([9_000, 9_000]); // each kept its own page
    shop.k3 = { status: 200, body: { _id: 'k3', name: 'Fiat Panda', price: 8_500 } };
    expect(await Promise.all(processes.map(price))).toEqual([8_500, 8_500]);
  });

  it('reads the API about once per read time for a burst on one page, each read started after its request came', async () => {
    shop.k4 = { status: 200, body: { _id: 'k4', name: 'Kia Ceed', price: 14_000 } };
    const server = renderProcess(apis[0].url);
    await server.render('/car/k4', { shared: true }); // drawn and kept; the burst revalidates it
    const before = readsOf('/cars/k4').length;
    const burst = await Promise.all(Array.from({ length: 8 }, () => server.render('/car/k4', { shared: true })));
    expect(new Set(burst.map((page) => page.body)).size).toBe(1);
    expect(readsOf('/cars/k4').length - before).toBe(2); // the first request's read, then one for the other seven
  });

  it("never serves a kept page to a request with a cookie: a signed-in page is its visitor's own", async () => {
    shop.k5 = { status: 200, body: { _id: 'k5', name: 'Seat Leon', price: 12_000 } };
    const server = renderProcess(apis[0].url);
    const shared = await server.render('/car/k5', { shared: true });
    const own = await server.render('/car/k5', { shared: false });
    expect(drawnAt(own.body)).not.toBe(drawnAt(shared.body));
    expect(readsOf('/cars/k5').map((read) => read.ifNoneMatch)).toEqual([undefined, undefined]);
  });

  it('draws anew for a new release, and keeps no page left to the browser', async () => {
    shop.c1 = { status: 200, body: { _id: 'c1', name: 'Tesla Model 3' } };
    bundles.set('/releases/a/server/render.js', bundle('draw', '1.3.0', 'release A'));
    bundles.set('/releases/b/server/render.js', bundle('draw', '1.3.0', 'release B'));
    bundles.set('/releases/broken/server/render.js', bundle('throw'));
    let current = '/releases/a/server/render.js';
    const server = renderProcess(apis[0].url, () => current);
    expect((await server.render('/car/c1', { shared: true })).body).toContain('release A');
    current = '/releases/b/server/render.js'; // promote
    expect((await server.render('/car/c1', { shared: true })).body).toContain('release B');
    current = '/releases/broken/server/render.js';
    expect((await server.render('/car/c1', { shared: true })).body).toBe(SHELL_PAGE);
    current = '/releases/a/server/render.js'; // rollback: release A's page again
    expect((await server.render('/car/c1', { shared: true })).body).toContain('release A');
    current = '/releases/broken/server/render.js';
    await server.render('/car/c1', { shared: true });
    expect(server.metrics()).toContain('ssr_fallback_total{remote="storefront",reason="error"} 2'); // not kept
  });
});

/** An API over `shop` (cars by id) that answers as the real one: a weak ETag of the JSON, 304 to a read naming it. */
async function startEtagApi(
  shop: Record<string, { status: number; body: unknown }>,
  asked: { url: string; ifNoneMatch?: string }[],
) {
  return startServer((req, res) => {
    const ifNoneMatch = req.headers['if-none-match'];
    asked.push({ url: req.url, ...(ifNoneMatch !== undefined && { ifNoneMatch }) });
    const car = shop[req.url.replace('/cars/', '')];
    if (!car) return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
    const json = JSON.stringify(car.body);
    if (car.status !== 200) return sendJson(res, car.status, car.body);
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    if (ifNoneMatch === etag) return res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(json);
  });
}

describe('a server render that fails', () => {
  const fallsBack = async (bundlePath: string, reason: string, options: { budgetMs?: number } = {}) => {
    const lines: string[] = [];
    const server = renderer(bundlePath, { ...options, log: (line) => lines.push(line) });
    const page = await server.render('/car/c1');
    expect(page.status).toBe(200);
    expect(page.body).toBe(SHELL_PAGE); // the page the browser draws, as before server rendering
    expect(server.metrics()).toContain(`ssr_fallback_total{remote="storefront",reason="${reason}"} 1`);
    expect(lines).toEqual([expect.stringContaining(`/car/c1 is drawn by the browser (${reason})`)]);
  };

  it('gives the browser-rendered page when the remote throws', async () => {
    bundles.set('/releases/throws/server/render.js', bundle('throw'));
    await fallsBack('/releases/throws/server/render.js', 'error');
  });

  it('gives the browser-rendered page when the remote hangs past its budget', async () => {
    bundles.set('/releases/hangs/server/render.js', bundle('hang'));
    const started = Date.now();
    await fallsBack('/releases/hangs/server/render.js', 'timeout', { budgetMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('counts an API read slower than the budget as a time-out', async () => {
    bundles.set('/releases/1.0.0/server/render.js', bundle('draw'));
    const lines: string[] = [];
    const server = renderer('/releases/1.0.0/server/render.js', { budgetMs: 200, log: (l) => lines.push(l) });
    expect((await server.render('/car/slow')).body).toBe(SHELL_PAGE);
    expect(server.metrics()).toContain('ssr_fallback_total{remote="storefront",reason="timeout"} 1');
  });

  it('gives the browser-rendered page when the bundle is missing', async () => {
    await fallsBack('/releases/none/server/render.js', 'missing');
  });

  it('refuses a bundle built against another contract major', async () => {
    bundles.set('/releases/old/server/render.js', bundle('draw', '0.9.0'));
    await fallsBack('/releases/old/server/render.js', 'contract');
  });
});

describe('the version the release pointer names', () => {
  it('is drawn from the next request on, and a rollback returns to the one before', async () => {
    bundles.set('/releases/a/server/render.js', bundle('draw', '1.3.0', 'release A'));
    bundles.set('/releases/b/server/render.js', bundle('draw', '1.3.0', 'release B'));
    let current = '/releases/a/server/render.js';
    const modules = new ServerModules({ requireShared: require });
    const server = createRenderer({
      page: async () => SHELL_PAGE,
      storefrontBundle: async () => `${remote.url}${current}`,
      loadModule: (url, signal) => modules.get(url, signal),
      apiUrl: api.url,
      publicAppUrl: 'https://cars.example',
      publicApiUrl: 'https://api.cars.example',
    });
    expect((await server.render('/car/c1')).body).toContain('release A');
    current = '/releases/b/server/render.js'; // promote
    expect((await server.render('/car/c1')).body).toContain('release B');
    current = '/releases/a/server/render.js'; // rollback
    expect((await server.render('/car/c1')).body).toContain('release A');
  });

  it("revalidates the default build's file, so a new build shows without a restart", async () => {
    bundles.set('/server/render.js', bundle('draw', '1.3.0', 'build 1'));
    let now = 0;
    const modules = new ServerModules({ requireShared: require, now: () => now });
    const load = () => modules.get(`${remote.url}/server/render.js`);
    const first = await load();
    bundles.set('/server/render.js', bundle('draw', '1.3.0', 'build 2'));
    expect(await load()).toBe(first); // within the revalidation period
    now += 10_000;
    expect(await load()).not.toBe(first);
  });
});

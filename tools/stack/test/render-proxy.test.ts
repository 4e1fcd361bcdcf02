// The shell's server with a render server behind it: page navigations get the render server's
// page (status, caching headers, compressed for the client), files stay files, and a render server
// that fails, is down or answers 5xx leaves the shell's own index.html to answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderProxy } from '../src/render-proxy';
import { startStaticServer, type StaticServer } from '../src/static-server';

const SHELL_PAGE = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const DRAWN = `<!doctype html><title>Tesla Model 3</title><div id="root"><h1>Tesla Model 3</h1>${' '.repeat(2000)}</div>`;
let root: string;
let renderServer: Server;
let renderUrl: string;
let mode: 'draw' | 'error' = 'draw';
const seen: { url?: string; ifNoneMatch?: string; forwardedFor?: string; cookie?: string }[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'render-proxy-test-'));
  writeFileSync(join(root, 'index.html'), SHELL_PAGE);
  writeFileSync(join(root, 'main.3f2a1b9c4d5e.js'), 'console.log(1)');
  renderServer = createServer((req, res) => {
    const cookie = req.headers.cookie;
    seen.push({
      url: req.url,
      ifNoneMatch: req.headers['if-none-match'] as string | undefined,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      ...(cookie && { cookie }),
    });
    if (mode === 'error') return res.writeHead(503).end('down');
    if (req.url?.startsWith('/category/') && !cookie)
      return res
        .writeHead(303, { Location: '/login?from=%2Fcategory%2F1', 'Cache-Control': 'private, no-store' })
        .end();
    if (req.url === '/listing/gone') return res.writeHead(410, { 'Cache-Control': 'public, s-maxage=30' }).end(DRAWN);
    res
      .writeHead(200, { 'Cache-Control': 'public, s-maxage=30', ETag: 'W/"page"', Vary: 'Cookie', 'X-Internal': 'no' })
      .end(DRAWN);
  });
  await new Promise<void>((done) => renderServer.listen(0, '127.0.0.1', done));
  renderUrl = `http://127.0.0.1:${(renderServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => renderServer.close(done));
  rmSync(root, { recursive: true, force: true });
});

async function shellServer(renderAt: string, runtimeConfig?: () => unknown): Promise<StaticServer> {
  return startStaticServer({ root, port: 0, spa: true, renderPage: renderProxy(renderAt), runtimeConfig });
}

it("answers page navigations with the render server's page, status and caching headers", async () => {
  mode = 'draw';
  const shell = await shellServer(renderUrl);
  try {
    const home = await fetch(`${shell.url}/?utm=1`, { headers: { 'accept-encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('cache-control')).toBe('public, s-maxage=30');
    expect(home.headers.get('etag')).toBe('W/"page"');
    expect(home.headers.get('vary')).toBe('Cookie, Accept-Encoding'); // a shared cache keys on both
    expect(home.headers.get('x-internal')).toBeNull();
    expect(await home.text()).toBe(DRAWN); // fetch decodes the brotli body
    expect(seen.at(-1)!.url).toBe('/?utm=1');

    const gone = await fetch(`${shell.url}/listing/gone`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toBe(DRAWN);

    await fetch(`${shell.url}/listing/abc`, { headers: { 'if-none-match': 'W/"page"' } });
    expect(seen.at(-1)).toMatchObject({ url: '/listing/abc', ifNoneMatch: 'W/"page"' });

    const script = await fetch(`${shell.url}/main.3f2a1b9c4d5e.js`);
    expect(await script.text()).toBe('console.log(1)'); // files are files
  } finally {
    await shell.stop();
  }
});

it("passes the visitor's address on to the render server after the chain it was given, so the API counts the visitor", async () => {
  mode = 'draw';
  const shell = await shellServer(renderUrl);
  try {
    await fetch(`${shell.url}/listing/abc`);
    expect(seen.at(-1)!.forwardedFor).toBe('127.0.0.1');
    // Behind a proxy: what it forwarded, then the proxy's own address (the one this server saw).
    await fetch(`${shell.url}/listing/abc`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen.at(-1)!.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
  } finally {
    await shell.stop();
  }
});

it("passes on the visitor's session cookie alone, and a signed-in page's redirect to the login page", async () => {
  mode = 'draw';
  const shell = await shellServer(renderUrl);
  try {
    const signedOut = await fetch(`${shell.url}/category/1`, { redirect: 'manual' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/login?from=%2Fcategory%2F1');
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');

    const signedIn = await fetch(`${shell.url}/category/1?sort=price`, {
      headers: { cookie: 'theme=dark; __session=eyJ.a.b; _ga=GA1.2' },
    });
    expect(signedIn.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ url: '/category/1?sort=price', cookie: '__session=eyJ.a.b' });
  } finally {
    await shell.stop();
  }
});

it('answers with its own page when the render server fails or is not there', async () => {
  mode = 'error';
  const failing = await shellServer(renderUrl);
  const missing = await shellServer('http://127.0.0.1:9'); // nothing listens on the discard port
  try {
    for (const shell of [failing, missing]) {
      const page = await fetch(`${shell.url}/listing/abc`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(SHELL_PAGE);
    }
  } finally {
    await failing.stop();
    await missing.stop();
  }
});

it("answers the browser's pages itself, with the release pointers as they are now, and asks for every other path", async () => {
  mode = 'draw';
  let storefront = 'http://storefront.test/releases/1.0.0/mf-manifest.json';
  const shell = await shellServer(renderUrl, () => ({ remotes: { storefront } }));
  try {
    const before = seen.length;
    for (const path of ['/login?from=%2Flisting%2Fabc', '/help', '/compare?ids=a,b']) {
      const page = await fetch(`${shell.url}${path}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('releases/1.0.0/mf-manifest.json');
    }
    storefront = 'http://storefront.test/releases/1.1.0/mf-manifest.json'; // a promote
    expect(await (await fetch(`${shell.url}/compare`)).text()).toContain('releases/1.1.0/mf-manifest.json');
    expect(seen.slice(before)).toEqual([]);

    // The server-drawn pages, signed-in ones too, and the paths no route draws (the render server's 404) are asked for.
    const asked = [
      '/',
      '/blog',
      '/listing/abc',
      '/seller/abc',
      '/category/abc',
      '/search?q=bmw',
      '/dashboard',
      '/dashboard/all_sellers?x=1',
      '/no-such-page',
      '/listing/',
    ];
    for (const path of asked)
      expect(await (await fetch(`${shell.url}${path}`, { headers: { cookie: '__session=s' } })).text()).toBe(DRAWN);
    expect(seen.slice(before).map((request) => request.url)).toEqual(asked);
  } finally {
    await shell.stop();
  }
});

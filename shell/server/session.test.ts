/** @jest-environment node */
// The render server with a visitor's server session, against real HTTP servers: an API that names
// the session's account (GET /me) and answers each account its own data, and a remote host serving
// a server bundle. What it passes on (the session cookie, nothing else), whom the page says it was
// drawn for, that two visitors' pages drawn at once stay apart, the login redirect, and what a
// cache may keep.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@carmarket/shared-ui';
import { createRenderer } from './renderer';
import { ServerModules } from './server-modules';
import { sessionCookie } from './session';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta name="description" content="CarMarket" /><title>CarMarket</title></head>' +
  '<body><noscript>CarMarket needs JavaScript to run.</noscript><div id="root"></div></body></html>';

/** Draws /car/{id} (public) and /category/{id} (signed-in) with what GET /mine answered. */
const BUNDLE = `
const { jsx } = require('react/jsx-runtime');
const { useLoaderData } = require('react-router-dom');
function Mine() {
  const mine = useLoaderData();
  return jsx('h1', { children: 'Cars of ' + mine.owner });
}
module.exports = {
  contractVersion: '1.4.0',
  async render(url, context) {
    const head = { title: 'Cars', description: 'Cars', canonical: context.publicAppUrl + url.pathname, type: 'website', jsonLd: [] };
    if (url.pathname.startsWith('/category/') && !context.viewer) throw new Error('asked for a signed-in page without a viewer');
    if (!/^\\/(car|category)\\//.test(url.pathname)) return null;
    const answer = await context.read('/mine');
    const mine = answer.status === 200 ? answer.body : { owner: 'nobody' };
    return { status: 200, head, Component: Mine, loaderData: mine, data: { '/mine': mine } };
  },
};
`;

const ACCOUNTS: Record<string, { uid: string; name: string; email: string; role: string }> = {
  'sess.ann': { uid: 'uid-ann', name: 'Ann Buyer', email: 'ann@example.com', role: 'User' },
  'sess.sam': { uid: 'uid-sam', name: 'Sam Seller', email: 'sam@example.com', role: 'Seller' },
};

let api: Server;
let apiUrl: string;
let remoteUrl: string;
let remote: Server;
let meStatus = 200;
const seen: { url: string; cookie?: string }[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    remotes: { storefront: 'http://remote.test/mf-manifest.json', buyer: '', seller: '', admin: '' },
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
  api = createServer((req, res) => {
    seen.push({ url: req.url ?? '', ...(req.headers.cookie !== undefined && { cookie: req.headers.cookie }) });
    const account = ACCOUNTS[sessionCookie(req.headers.cookie) ?? ''];
    const json = (status: number, body: unknown, delayMs = 0) =>
      setTimeout(
        () => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
        delayMs,
      );
    if (req.url === '/me') {
      if (meStatus !== 200) return json(meStatus, { statusCode: meStatus, message: 'API trouble' });
      if (!account) return json(401, { statusCode: 401, message: 'Sign in first' });
      // A buyer is never an admin-verified seller: the address's own verification is what the page shows.
      return json(200, { _id: `id-${account.uid}`, isVerified: false, emailVerified: true, ...account });
    }
    // Ann's answer comes later than Sam's: two renders at once interleave.
    if (req.url === '/mine')
      return json(200, { owner: account?.name ?? 'nobody' }, account?.uid === 'uid-ann' ? 80 : 0);
    json(404, { statusCode: 404, message: 'Not found' });
  });
  apiUrl = await listen(api);
  remote = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(BUNDLE));
  remoteUrl = await listen(remote);
});
afterAll(async () => {
  await new Promise((done) => api.close(done));
  await new Promise((done) => remote.close(done));
});
beforeEach(() => {
  seen.length = 0;
  meStatus = 200;
});

function renderer() {
  const modules = new ServerModules({ requireShared: require });
  return createRenderer({
    page: async () => SHELL_PAGE,
    storefrontBundle: async () => `${remoteUrl}/releases/1.0.0/server/render.js`,
    loadModule: (url, signal) => modules.get(url, signal),
    apiUrl,
    publicAppUrl: 'https://cars.example',
    publicApiUrl: 'https://api.cars.example',
    log: () => undefined,
  });
}

/** Whom the page says it was drawn for (its viewer block), parsed as the browser reads it. */
const viewerOf = (html: string) =>
  JSON.parse(/<script id="carmarket-viewer" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]);

describe("a visitor's server session", () => {
  it('is passed on to the API alone, and only for a page drawn for its account', async () => {
    const page = await renderer().render('/car/c1', { cookie: 'theme=dark; __session=sess.ann; _ga=GA1.2.3' });
    expect(page.status).toBe(200);
    expect(seen).toEqual([
      { url: '/me', cookie: '__session=sess.ann' },
      { url: '/mine', cookie: '__session=sess.ann' },
    ]);

    seen.length = 0;
    await renderer().render('/car/c1', { cookie: 'theme=dark' });
    expect(seen).toEqual([{ url: '/mine' }]); // no session: no account asked for, nothing passed on

    seen.length = 0;
    await renderer().render('/car/c1', { cookie: '__session=sess.revoked' });
    // The API named no one: the page is read anonymously, as for anyone.
    expect(seen).toEqual([{ url: '/me', cookie: '__session=sess.revoked' }, { url: '/mine' }]);
  });

  it("draws the nav signed in for the session's account and says whom the page is for", async () => {
    const page = await renderer().render('/car/c1', { cookie: '__session=sess.sam' });
    expect(page.body).toContain('<h1>Cars of Sam Seller</h1>');
    expect(viewerOf(page.body)).toEqual({
      uid: 'uid-sam',
      email: 'sam@example.com',
      name: 'Sam Seller',
      emailVerified: true,
      role: 'Seller',
    });
    expect(page.body).toContain('>LogOut</button>');
    expect(page.body).not.toContain('>Login</a>');
    expect(page.body).toContain('href="/dashboard/add_product"'); // the Seller's Dashboard link

    const anonymous = await renderer().render('/car/c1');
    expect(viewerOf(anonymous.body)).toBeNull();
    expect(anonymous.body).not.toContain('>LogOut</button>');
  });

  it("keeps two visitors' pages drawn at once apart", async () => {
    const server = renderer();
    const [ann, sam] = await Promise.all([
      server.render('/category/1', { cookie: '__session=sess.ann' }),
      server.render('/category/1', { cookie: '__session=sess.sam' }),
    ]);
    expect(ann.body).toContain('<h1>Cars of Ann Buyer</h1>');
    expect(ann.body).not.toContain('Sam Seller');
    expect(viewerOf(ann.body).uid).toBe('uid-ann');
    expect(sam.body).toContain('<h1>Cars of Sam Seller</h1>');
    expect(sam.body).not.toContain('Ann Buyer');
    expect(viewerOf(sam.body).uid).toBe('uid-sam');
  });

  it('sends a visitor without a valid session from a signed-in page to the login page, remembering it', async () => {
    for (const cookie of [undefined, '__session=sess.revoked', '__session=not a jwt']) {
      const page = await renderer().render('/category/1?sort=price_asc&q=red%20car', { cookie });
      expect(page.status).toBe(303);
      expect(page.headers.Location).toBe(`/login?from=${encodeURIComponent('/category/1?sort=price_asc&q=red%20car')}`);
      expect(page.headers['Cache-Control']).toBe('private, no-store');
      expect(page.body).toBe('');
    }
  });

  it('marks a page drawn for someone private and unindexed; a page for anyone stays shared-cacheable', async () => {
    const mine = await renderer().render('/car/c1', { cookie: '__session=sess.ann' });
    expect(mine.headers['Cache-Control']).toBe('private, no-store');
    expect(mine.headers.ETag).toBeUndefined();
    expect(mine.body).toContain('<meta name="robots" content="noindex" />');

    for (const cookie of [undefined, '__session=sess.revoked']) {
      const anyone = await renderer().render('/car/c1', { cookie });
      expect(anyone.headers['Cache-Control']).toMatch(/^public, .*s-maxage=\d+/);
      expect(anyone.headers.ETag).toMatch(/^W\//);
      expect(anyone.body).not.toContain('noindex');
    }
  });

  it('never draws a page for a session the API could not name: the browser draws it', async () => {
    meStatus = 503;
    const page = await renderer().render('/car/c1', { cookie: '__session=sess.ann' });
    expect(page.status).toBe(200);
    expect(page.body).toBe(SHELL_PAGE);
    expect(page.headers['Cache-Control']).toBe('no-cache');
  });
});

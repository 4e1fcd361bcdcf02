/** @jest-environment node */
// The dashboards drawn by the render server, against real HTTP servers: an API that names each
// session's account and answers each its own data, and a remote host serving each dashboard
// remote's manifest (its routing facts) and server bundle. Each role's home holds its data inside
// the dashboard layout with the role's menu; a role its route is not for gets the not-found page
// (404); signed out is sent to the login page; a remote whose bundle fails leaves the page to the
// browser, counted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig, type RemoteName } from '@carmarket/shared-ui';
import { RemoteFacts } from './remote-facts';
import { createRenderer } from './renderer';
import { ServerModules } from './server-modules';
import { sessionCookie } from './session';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta name="description" content="CarMarket" /><title>CarMarket</title></head>' +
  '<body><noscript>CarMarket needs JavaScript to run.</noscript><div id="root"></div></body></html>';

/** A dashboard remote's server bundle: draws `home` with what GET `read` answered, as a list. */
const bundle = (home: string, read: string, readFor: string) => `
const { jsx } = require('react/jsx-runtime');
const useSWR = require('swr').default;
module.exports = {
  contractVersion: '1.4.0',
  async render(url, context) {
    if (url.pathname !== '${home}') return null;
    const path = ${readFor};
    const answer = await context.read(path);
    if (answer.status !== 200) throw new Error('GET ' + path + ' answered ' + answer.status);
    function Rows() {
      const { data } = useSWR(path, null);
      return jsx('ul', { children: data.map((row) => jsx('li', { children: row.name }, row.name)) });
    }
    const head = { title: 'Home | CarMarket', description: 'Home', canonical: context.publicAppUrl + url.pathname, type: 'website', jsonLd: [] };
    return { status: 200, head, Component: Rows, data: { [path]: answer.body } };
  },
};
`;

const BUNDLES: Record<Exclude<RemoteName, 'storefront'>, string> = {
  buyer: bundle('/dashboard', '/orders', "'/orders?email=' + encodeURIComponent(context.viewer.email)"),
  seller: bundle('/dashboard/add_product', '/categories', "'/categories'"),
  admin: bundle('/dashboard/all_sellers', '/seller', "'/seller'"),
};

const FACTS = {
  buyer: {
    name: 'buyer',
    mount: '/dashboard',
    routes: [
      { path: '', access: 'signed-in' },
      { path: 'wishlist', access: 'signed-in' },
    ],
    menu: [
      { label: 'My Orders', to: '/dashboard', roles: ['User', 'Buyer'] },
      { label: 'Wish List', to: '/dashboard/wishlist', roles: ['User', 'Buyer'] },
      { label: 'Settings', to: '/dashboard/settings', roles: ['User', 'Buyer', 'Seller', 'Admin'] },
    ],
  },
  seller: {
    name: 'seller',
    mount: '/dashboard',
    routes: [{ path: 'add_product', access: ['Seller'] }],
    menu: [{ label: 'Add A Product', to: '/dashboard/add_product', roles: ['Seller'] }],
  },
  admin: {
    name: 'admin',
    mount: '/dashboard',
    routes: [
      { path: 'all_sellers', access: ['Admin'] },
      { path: 'all_buyers', access: ['Admin'] },
    ],
    menu: [{ label: 'All Sellers', to: '/dashboard/all_sellers', roles: ['Admin'] }],
  },
};

const ACCOUNTS: Record<string, { uid: string; name: string; email: string; role: string }> = {
  'sess.ann': { uid: 'uid-ann', name: 'Ann Buyer', email: 'ann@example.com', role: 'User' },
  'sess.bob': { uid: 'uid-bob', name: 'Bob Buyer', email: 'bob@example.com', role: 'Buyer' },
  'sess.sam': { uid: 'uid-sam', name: 'Sam Seller', email: 'sam@example.com', role: 'Seller' },
  'sess.ada': { uid: 'uid-ada', name: 'Ada Admin', email: 'ada@example.com', role: 'Admin' },
};
const ORDERS: Record<string, { name: string }[]> = {
  'ann@example.com': [{ name: 'Ann’s Civic' }, { name: 'Ann’s Golf' }],
  'bob@example.com': [{ name: 'Bob’s Mustang' }],
};

let api: Server;
let apiUrl: string;
let remote: Server;
let remoteUrl: string;
/** What the remote host answers for a bundle, by remote: the bundle, a 404, one whose render throws, or nothing at all. */
let bundleMode: Record<string, 'ok' | 'missing' | 'throws' | 'hangs'> = {};
/** The contract each remote's manifest says it was built against. */
let contractOf: Record<string, string> = {};
const remoteSeen: string[] = [];

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
    const account = ACCOUNTS[sessionCookie(req.headers.cookie) ?? ''];
    const json = (status: number, body: unknown, delayMs = 0) =>
      setTimeout(
        () => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
        delayMs,
      );
    if (!account) return json(401, { statusCode: 401, message: 'Sign in first' });
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/me') return json(200, { _id: `id-${account.uid}`, emailVerified: true, ...account });
    // Only the account's own orders; Ann's come later than Bob's, so two renders at once interleave.
    if (url.pathname === '/orders')
      return url.searchParams.get('email') === account.email
        ? json(200, ORDERS[account.email] ?? [], account.uid === 'uid-ann' ? 80 : 0)
        : json(403, { statusCode: 403, message: 'Not yours' });
    if (url.pathname === '/categories') return json(200, [{ name: 'Sedan' }, { name: 'Coupe' }]);
    if (url.pathname === '/seller' && account.role === 'Admin') return json(200, [{ name: 'Sam Seller' }]);
    json(403, { statusCode: 403, message: 'Forbidden' });
  });
  apiUrl = await listen(api);
  remote = createServer((req, res) => {
    remoteSeen.push(req.url ?? '');
    const [, name, file] = /^\/(\w+)\/(.*)$/.exec(req.url ?? '') ?? [];
    if (file === 'mf-manifest.json')
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          routing: FACTS[name as keyof typeof FACTS],
          contract: { version: contractOf[name] ?? '1.4.0' },
        }),
      );
    const mode = bundleMode[name] ?? 'ok';
    if (file !== 'server/render.js' || mode === 'missing') return res.writeHead(404).end();
    if (mode === 'hangs') return; // never answers
    const code =
      mode === 'throws'
        ? "module.exports = { contractVersion: '1.4.0', render() { throw new Error('the page broke'); } };"
        : BUNDLES[name as keyof typeof BUNDLES];
    res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(code);
  });
  remoteUrl = await listen(remote);
});
afterAll(async () => {
  remote.closeAllConnections();
  await new Promise((done) => api.close(done));
  await new Promise((done) => remote.close(done));
});
beforeEach(() => {
  bundleMode = {};
  contractOf = {};
  remoteSeen.length = 0;
});

function renderer(budgetMs?: number) {
  const modules = new ServerModules({ requireShared: require });
  const facts = new RemoteFacts();
  const manifests = () => ({
    storefront: `${remoteUrl}/storefront/mf-manifest.json`,
    buyer: `${remoteUrl}/buyer/mf-manifest.json`,
    seller: `${remoteUrl}/seller/mf-manifest.json`,
    admin: `${remoteUrl}/admin/mf-manifest.json`,
  });
  return createRenderer({
    page: async () => SHELL_PAGE,
    storefrontBundle: async () => `${remoteUrl}/storefront/server/render.js`,
    loadModule: (url, signal) => modules.get(url, signal),
    dashboards: {
      manifests: async () => manifests(),
      facts: (name, url, signal) => facts.get(name, url, signal),
      loadModule: (url, signal) => modules.get(url, signal),
    },
    apiUrl,
    publicAppUrl: 'https://cars.example',
    publicApiUrl: 'https://api.cars.example',
    log: () => undefined,
    budgetMs,
  });
}

/** The side menu's links, in order. */
const menuOf = (html: string) =>
  [...(/<nav[^>]*id="dashboard-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map(
    (m) => m[1],
  );
const dataOf = (html: string) =>
  JSON.parse(/<script id="carmarket-page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]);

describe('the dashboards drawn on the server', () => {
  it("draws a buyer's My Orders with their orders, in the dashboard layout with the buyer's menu, private", async () => {
    const page = await renderer().render('/dashboard', { cookie: '__session=sess.ann' });
    expect(page.status).toBe(200);
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(page.body).toContain('<li>Ann’s Civic</li><li>Ann’s Golf</li>');
    expect(page.body).toContain('data-remote="buyer"');
    expect(menuOf(page.body)).toEqual(['/dashboard', '/dashboard/wishlist', '/dashboard/settings']);
    expect(page.body).toContain('>LogOut</button>');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    // Handed to the browser by the key its orders hook reads.
    expect(dataOf(page.body)).toEqual({ '/orders?email=ann%40example.com': ORDERS['ann@example.com'] });
  });

  it("draws each role's home: a seller's Add A Product, an admin's All Sellers, each with its menu first", async () => {
    const seller = await renderer().render('/dashboard/add_product', { cookie: '__session=sess.sam' });
    expect(seller.status).toBe(200);
    expect(seller.body).toContain('<li>Sedan</li><li>Coupe</li>');
    expect(menuOf(seller.body)).toEqual(['/dashboard/add_product', '/dashboard/settings']);

    const admin = await renderer().render('/dashboard/all_sellers', { cookie: '__session=sess.ada' });
    expect(admin.status).toBe(200);
    expect(admin.headers['Cache-Control']).toBe('private, no-store');
    expect(admin.body).toContain('<li>Sam Seller</li>');
    expect(menuOf(admin.body)).toEqual(['/dashboard/all_sellers', '/dashboard/settings']);
  });

  it("keeps two buyers' pages drawn at once apart", async () => {
    const server = renderer();
    const [ann, bob] = await Promise.all([
      server.render('/dashboard', { cookie: '__session=sess.ann' }),
      server.render('/dashboard', { cookie: '__session=sess.bob' }),
    ]);
    expect(ann.body).toContain('Ann’s Civic');
    expect(ann.body).not.toContain('Bob');
    expect(bob.body).toContain('Bob’s Mustang');
    expect(bob.body).not.toContain('Ann');
  });

  it('answers a role a route is not for with the not-found page (404), without running the remote', async () => {
    for (const path of ['/dashboard/all_sellers', '/dashboard/all_buyers?page=2']) {
      const page = await renderer().render(path, { cookie: '__session=sess.ann' });
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.headers['Cache-Control']).toBe('private, no-store');
      expect(page.body).toContain('Sorry, we couldn');
      expect(page.body).toContain('<title>Page not found | CarMarket</title>');
      expect(menuOf(page.body)).toEqual(['/dashboard', '/dashboard/wishlist', '/dashboard/settings']);
    }
    expect(remoteSeen.filter((url) => url.endsWith('render.js'))).toEqual([]);

    const unknown = await renderer().render('/dashboard/no-such-screen', { cookie: '__session=sess.sam' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Sorry, we couldn');
  });

  it('sends a visitor without a valid session to the login page, remembering the page', async () => {
    for (const cookie of [undefined, '__session=sess.revoked']) {
      const page = await renderer().render('/dashboard/all_sellers?x=1', { cookie });
      expect(page.status).toBe(303);
      expect(page.headers.Location).toBe(`/login?from=${encodeURIComponent('/dashboard/all_sellers?x=1')}`);
      expect(page.headers['Cache-Control']).toBe('private, no-store');
    }
  });

  it("leaves a screen its remote draws only in the browser to the browser, after the session's check", async () => {
    const page = await renderer().render('/dashboard/wishlist', { cookie: '__session=sess.ann' });
    expect(page.status).toBe(200);
    expect(page.body).toBe(SHELL_PAGE);
  });

  it("draws the browser's page when a remote's bundle is missing, throws or hangs, counted by remote and reason", async () => {
    const server = renderer(400);
    bundleMode = { admin: 'missing', buyer: 'throws', seller: 'hangs' };
    const pages = await Promise.all([
      server.render('/dashboard/all_sellers', { cookie: '__session=sess.ada' }),
      server.render('/dashboard', { cookie: '__session=sess.ann' }),
      server.render('/dashboard/add_product', { cookie: '__session=sess.sam' }),
    ]);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body).toBe(SHELL_PAGE);
    }
    const metrics = server.metrics();
    expect(metrics).toContain('ssr_fallback_total{remote="admin",reason="missing"} 1');
    expect(metrics).toContain('ssr_fallback_total{remote="buyer",reason="error"} 1');
    expect(metrics).toContain('ssr_fallback_total{remote="seller",reason="timeout"} 1');
  });

  it("draws a rebuilt remote's menu on the next page, and refuses a remote built for another contract major", async () => {
    const server = renderer();
    const before = await server.render('/dashboard/all_sellers', { cookie: '__session=sess.ada' });
    expect(before.body).toContain('>All Sellers</a>');
    FACTS.admin.menu[0].label = 'All Sellers (rebuilt)';
    try {
      const after = await server.render('/dashboard/all_sellers', { cookie: '__session=sess.ada' });
      expect(after.body).toContain('>All Sellers (rebuilt)</a>');
    } finally {
      FACTS.admin.menu[0].label = 'All Sellers';
    }

    contractOf = { admin: '2.0.0' };
    const refused = await server.render('/dashboard', { cookie: '__session=sess.ann' });
    expect(refused.status).toBe(200);
    expect(refused.body).toBe(SHELL_PAGE);
    expect(server.metrics()).toContain('ssr_fallback_total{remote="admin",reason="contract"} 1');
  });
});

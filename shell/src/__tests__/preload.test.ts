// The first page's preload hints come from /config.json and the remote's manifest at run time.
import { INLINE_CONFIG_REQUEST, preloadFirstPage, takeEarlyConfig, takeEarlyManifest } from '../federation/preload';

const json = (body: unknown) => ({ ok: true, json: async () => body, clone() { return this; } }) as unknown as Response;

function serve(manifestBase: string, remoteEntry: string, contractChunk: string, routes: unknown[] = []) {
  const config = { remotes: { storefront: `${manifestBase}/mf-manifest.json` } };
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: remoteEntry, path: '' } },
    exposes: [{ path: './remote', assets: { js: { sync: [contractChunk], async: ['lazy-page.js'] } } }],
    routing: { name: 'storefront', mount: '/', routes, menu: [] },
  };
  global.fetch = jest.fn(async (url: string) => (url === '/config.json' ? json(config) : json(manifest))) as unknown as typeof fetch;
}

const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => (link as HTMLLinkElement).href);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => (document.head.innerHTML = ''));

test('outside the dashboard, the storefront named by the runtime config is preloaded: its entry and contract chunk', async () => {
  serve('http://cdn.example/storefront/v2', 'remoteEntry.js', '__federation_expose_remote.abc.js');
  preloadFirstPage('/category/1');
  await settle();
  await settle();
  expect(preloaded()).toEqual([
    'http://cdn.example/storefront/v2/remoteEntry.js',
    'http://cdn.example/storefront/v2/__federation_expose_remote.abc.js',
  ]);
  expect(await takeEarlyConfig()).toEqual({ remotes: { storefront: 'http://cdn.example/storefront/v2/mf-manifest.json' } });
  // The manifest is handed to Module Federation once, then fetched again like any other.
  expect(takeEarlyManifest('http://cdn.example/storefront/v2/mf-manifest.json')).toBeDefined();
  expect(takeEarlyManifest('http://cdn.example/storefront/v2/mf-manifest.json')).toBeUndefined();
});

test('a rolled-back storefront is preloaded from its own folder, as the config says now', async () => {
  serve('http://cdn.example/storefront/v1', 'remoteEntry.js', '__federation_expose_remote.old.js');
  preloadFirstPage('/');
  await settle();
  await settle();
  expect(preloaded()).toEqual(['http://cdn.example/storefront/v1/remoteEntry.js', 'http://cdn.example/storefront/v1/__federation_expose_remote.old.js']);
});

test("the page a path opens is preloaded too, as the storefront's routing facts name its files", async () => {
  const routes = [
    { path: '', access: 'public', preload: ['home.1.js'] },
    { path: 'category/:id', access: 'signed-in', preload: ['category.1.js'] },
    { path: 'blog', access: 'public' },
  ];
  serve('http://cdn.example/storefront/v2', 'remoteEntry.js', 'contract.js', routes);
  preloadFirstPage('/category/7');
  await settle();
  await settle();
  expect(preloaded()).toEqual([
    'http://cdn.example/storefront/v2/remoteEntry.js',
    'http://cdn.example/storefront/v2/contract.js',
    'http://cdn.example/storefront/v2/category.1.js',
  ]);
  document.head.innerHTML = '';
  preloadFirstPage('/');
  await settle();
  await settle();
  expect(preloaded()).toContain('http://cdn.example/storefront/v2/home.1.js');
  document.head.innerHTML = '';
  preloadFirstPage('/category/7/extra');
  await settle();
  await settle();
  expect(preloaded()).toHaveLength(2); // no route of the storefront: nothing but its entry and contract
});

test("the config request index.html's inline script started is used, not made again", async () => {
  serve('http://cdn.example/storefront/v3', 'remoteEntry.js', 'contract.js');
  const config = { remotes: { storefront: 'http://cdn.example/storefront/v3/mf-manifest.json' } };
  (window as unknown as Record<string, unknown>)[INLINE_CONFIG_REQUEST] = Promise.resolve(json(config));
  try {
    preloadFirstPage('/');
    expect(await takeEarlyConfig()).toEqual(config);
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => url)).not.toContain('/config.json');
  } finally {
    delete (window as unknown as Record<string, unknown>)[INLINE_CONFIG_REQUEST];
  }
});

test('the dashboard preloads no remote: which one owns the screen depends on the role', async () => {
  serve('http://cdn.example/storefront/v2', 'remoteEntry.js', 'x.js');
  preloadFirstPage('/dashboard');
  await settle();
  await settle();
  expect(preloaded()).toEqual([]);
});

test('the API the runtime config names is connected to early: for its reads (CORS) and for its photos', async () => {
  global.fetch = jest.fn(async () => json({ apiUrl: 'http://api.example:3000', remotes: {} })) as unknown as typeof fetch;
  preloadFirstPage('/dashboard');
  await settle();
  await settle();
  const links = [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => [(link as HTMLLinkElement).href, link.getAttribute('crossorigin')]);
  expect(links).toEqual([
    ['http://api.example:3000/', 'anonymous'],
    ['http://api.example:3000/', null],
  ]);
});

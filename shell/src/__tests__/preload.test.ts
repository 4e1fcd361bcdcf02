// The first page's preload hints come from /config.json and the remote's manifest at run time.
import { preloadFirstPage, takeEarlyConfig, takeEarlyManifest } from '../federation/preload';

const json = (body: unknown) => ({ ok: true, json: async () => body, clone() { return this; } }) as unknown as Response;

function serve(manifestBase: string, remoteEntry: string, contractChunk: string) {
  const config = { remotes: { storefront: `${manifestBase}/mf-manifest.json` } };
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: remoteEntry, path: '' } },
    exposes: [{ path: './remote', assets: { js: { sync: [contractChunk], async: ['lazy-page.js'] } } }],
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

test('the dashboard preloads no remote: which one owns the screen depends on the role', async () => {
  serve('http://cdn.example/storefront/v2', 'remoteEntry.js', 'x.js');
  preloadFirstPage('/dashboard');
  await settle();
  await settle();
  expect(preloaded()).toEqual([]);
});

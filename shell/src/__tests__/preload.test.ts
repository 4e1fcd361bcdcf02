// The first page's preload hints come from /config.json and the remote's manifest at run time.
import {
  INLINE_CONFIG_REQUEST,
  INLINE_MANIFEST_REQUEST,
  preloadFirstPage,
  startupChunksLoaded,
  takeEarlyConfig,
  takeEarlyManifest,
  takeFirstPageRoute,
} from '../federation/preload';
import { STARTUP_REQUESTS } from '../../build/preload-startup';

const json = (body: unknown) =>
  ({
    ok: true,
    json: async () => body,
    clone() {
      return this;
    },
  }) as unknown as Response;

function serve(manifestBase: string, remoteEntry: string, contractChunk: string, routes: unknown[] = []) {
  const config = { remotes: { storefront: `${manifestBase}/mf-manifest.json` } };
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: remoteEntry, path: '' } },
    exposes: [{ path: './remote', assets: { js: { sync: [contractChunk], async: ['lazy-page.js'] } } }],
    routing: { name: 'storefront', mount: '/', routes, menu: [] },
  };
  global.fetch = jest.fn(async (url: string) =>
    url === '/config.json' ? json(config) : json(manifest),
  ) as unknown as typeof fetch;
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => (link as HTMLLinkElement).href);
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
  expect(await takeEarlyConfig()).toEqual({
    remotes: { storefront: 'http://cdn.example/storefront/v2/mf-manifest.json' },
  });
  // The manifest is handed to Module Federation once, then fetched again like any other.
  expect(takeEarlyManifest('http://cdn.example/storefront/v2/mf-manifest.json')).toBeDefined();
  expect(takeEarlyManifest('http://cdn.example/storefront/v2/mf-manifest.json')).toBeUndefined();
});

test('a rolled-back storefront is preloaded from its own folder, as the config says now', async () => {
  serve('http://cdn.example/storefront/v1', 'remoteEntry.js', '__federation_expose_remote.old.js');
  preloadFirstPage('/');
  await settle();
  await settle();
  expect(preloaded()).toEqual([
    'http://cdn.example/storefront/v1/remoteEntry.js',
    'http://cdn.example/storefront/v1/__federation_expose_remote.old.js',
  ]);
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

test('the route the first page opens is handed on (its API reads start from it), none on the dashboard', async () => {
  const routes = [{ path: 'listing/:id', access: 'public', prefetch: ['/listings/:id'] }];
  serve('http://cdn.example/storefront/v2', 'remoteEntry.js', 'contract.js', routes);
  preloadFirstPage('/listing/abc');
  expect(await takeFirstPageRoute()).toEqual(routes[0]);
  preloadFirstPage('/dashboard/listing/abc');
  expect(await takeFirstPageRoute()).toBeUndefined();
  preloadFirstPage('/blog');
  expect(await takeFirstPageRoute()).toBeUndefined();
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
  global.fetch = jest.fn(async () =>
    json({ apiUrl: 'http://api.example:3000', remotes: {} }),
  ) as unknown as typeof fetch;
  preloadFirstPage('/dashboard');
  await settle();
  await settle();
  const links = [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => [
    (link as HTMLLinkElement).href,
    link.getAttribute('crossorigin'),
  ]);
  expect(links).toEqual([
    ['http://api.example:3000/', 'anonymous'],
    ['http://api.example:3000/', null],
  ]);
});

describe("index.html's inline start-up script", () => {
  const inlineRequests = () => window as unknown as Record<string, unknown>;
  const realResponse = (global as unknown as { Response: unknown }).Response;
  const config = {
    apiUrl: 'http://api.example',
    remotes: { storefront: 'http://cdn.example/storefront/v4/mf-manifest.json' },
  };

  function runScript(path: string, pageConfig?: string) {
    history.replaceState(null, '', path);
    if (pageConfig !== undefined)
      document.head.innerHTML = `<script id="carmarket-config" type="application/json">${pageConfig}</script>`;
    global.fetch = jest.fn(async () => json({})) as unknown as typeof fetch;
    // jsdom has no Response: the script wraps the inline config in one.
    (global as unknown as { Response: unknown }).Response = class {
      constructor(private body: string) {}
      ok = true;
      json = async () => JSON.parse(this.body);
    };
    new Function(STARTUP_REQUESTS)();
  }

  afterEach(() => {
    delete inlineRequests()[INLINE_CONFIG_REQUEST];
    delete inlineRequests()[INLINE_MANIFEST_REQUEST];
    (global as unknown as { Response: unknown }).Response = realResponse;
    history.replaceState(null, '', '/');
  });

  test('with the config in the page: no /config.json request, and the storefront manifest asked for at once', async () => {
    runScript('/category/1', JSON.stringify(config));
    expect((global.fetch as jest.Mock).mock.calls).toEqual([[config.remotes.storefront, { cache: 'no-cache' }]]);
    expect(await (await (inlineRequests()[INLINE_CONFIG_REQUEST] as Promise<Response>)).json()).toEqual(config);
    expect((inlineRequests()[INLINE_MANIFEST_REQUEST] as { url: string }).url).toBe(config.remotes.storefront);
  });

  test('on the dashboard it asks for no manifest: which remote owns the screen depends on the role', () => {
    runScript('/dashboard/orders', JSON.stringify(config));
    expect(global.fetch).not.toHaveBeenCalled();
    expect(inlineRequests()[INLINE_MANIFEST_REQUEST]).toBeUndefined();
  });

  test('without the config in the page (or with a broken one) it asks for /config.json', () => {
    for (const pageConfig of [undefined, '{broken']) {
      document.head.innerHTML = '';
      runScript('/', pageConfig);
      expect((global.fetch as jest.Mock).mock.calls).toEqual([['/config.json', { cache: 'no-store' }]]);
      expect(inlineRequests()[INLINE_MANIFEST_REQUEST]).toBeUndefined();
    }
  });

  test('the entry takes the manifest the script asked for instead of asking again, and preloads from it', async () => {
    runScript('/category/1', JSON.stringify(config));
    serve('http://cdn.example/storefront/v4', 'remoteEntry.js', 'contract.js');
    const manifestRequest = (inlineRequests()[INLINE_MANIFEST_REQUEST] as { response: Promise<Response> }).response;
    document.head.innerHTML = '';
    preloadFirstPage('/category/1');
    await settle();
    await settle();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(takeEarlyManifest(config.remotes.storefront)).toBe(manifestRequest);
  });
});

describe("the shell's start-up chunks first", () => {
  // jsdom keeps no resource timing: which of the page's files have arrived is set per test.
  const arrived = new Set<string>();
  beforeAll(() =>
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => (arrived.has(name) ? [{ name }] : []),
    }),
  );
  afterAll(() => delete (performance as unknown as Record<string, unknown>).getEntriesByName);
  beforeEach(() => arrived.clear());

  function startupHint(href: string): HTMLLinkElement {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.append(link);
    return link;
  }

  test("the storefront's files are preloaded once the start-up chunks the page preloads are in, not beside them", async () => {
    serve('http://cdn.example/storefront/v2', 'remoteEntry.js', 'contract.js');
    arrived.add(startupHint('http://localhost/react.js').href); // in before the entry ran
    const reactDom = startupHint('http://localhost/react-dom.js');
    preloadFirstPage('/category/1');
    await settle();
    await settle();
    expect(await takeFirstPageRoute()).toBeUndefined(); // the route is known already: the manifest has no routes here
    expect(preloaded()).toEqual(['http://localhost/react.js', 'http://localhost/react-dom.js']);
    reactDom.dispatchEvent(new Event('load'));
    await settle();
    expect(preloaded()).toEqual([
      'http://localhost/react.js',
      'http://localhost/react-dom.js',
      'http://cdn.example/storefront/v2/remoteEntry.js',
      'http://cdn.example/storefront/v2/contract.js',
    ]);
  });

  test('a start-up chunk that failed to load does not hold the page back (the bootstrap reports it)', async () => {
    const hint = startupHint('http://localhost/router.js');
    preloadFirstPage('/dashboard');
    let started = false;
    void startupChunksLoaded().then(() => (started = true));
    await settle();
    expect(started).toBe(false);
    hint.dispatchEvent(new Event('error'));
    await settle();
    expect(started).toBe(true);
  });
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { sourceMapsServed, startStaticServer, type StaticServer } from '../src/static-server';

const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;
let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-test-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Shell</title>');
  writeFileSync(join(root, 'main.3f2a1b9c4d5e.js'), bigScript);
  writeFileSync(join(root, 'main.3f2a1b9c4d5e.js.map'), '{"version":3,"sources":["webpack://shell/src/App.tsx"]}');
  writeFileSync(join(root, 'mf-manifest.json'), '{"id":"admin"}');
  writeFileSync(join(root, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, '.carmarket-build.json'), '{"inputs":"secret-ish"}');
  writeFileSync(join(tmpdir(), 'outside-root.txt'), 'outside');
  server = await startStaticServer({
    root,
    port: 0,
    spa: true,
    cors: true,
    runtimeConfig: () => ({ apiUrl: 'http://localhost:4000' }),
  });
});

afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

it('serves files with their content type and CORS for cross-origin loading', async () => {
  const response = await get('/assets/logo.svg');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

it('caches content-hashed files forever and makes entry points revalidate', async () => {
  expect((await get('/main.3f2a1b9c4d5e.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/index.html', '/mf-manifest.json', '/config.json', '/category/1']) {
    expect([path, (await get(path)).headers.get('cache-control')]).toEqual([path, 'no-cache']);
  }
});

/** fetch() decodes bodies on its own; this returns the bytes as sent. */
function getRaw(path: string, acceptEncoding: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    request(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

it("sends the build's quality-11 brotli file beside a script, and only when it decodes to that script", async () => {
  // Distinct bytes from the server's own quality 9 (a window size it never picks) tell which was sent.
  const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  const prebuilt = brotliCompressSync(script, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGWIN]: 12 },
  });
  writeFileSync(join(root, 'vendor.0123456789.js'), script);
  writeFileSync(join(root, 'vendor.0123456789.js.br'), prebuilt);
  const sent = await getRaw('/vendor.0123456789.js', 'gzip, br');
  expect(sent.headers['content-encoding']).toBe('br');
  expect(sent.body.equals(prebuilt)).toBe(true);

  // A .br that is another file's (a hand edit of the script, a half-copied folder) is not sent.
  writeFileSync(join(root, 'stale.0123456789.js'), script);
  writeFileSync(join(root, 'stale.0123456789.js.br'), brotliCompressSync('console.log("old")'));
  const fresh = await getRaw('/stale.0123456789.js', 'br');
  expect(brotliDecompressSync(fresh.body).toString()).toBe(script);
});

it('compresses scripts with brotli or gzip as the client accepts, and the body round-trips', async () => {
  const br = await getRaw('/main.3f2a1b9c4d5e.js', 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(br.body.length).toBeLessThan(bigScript.length / 10);
  expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);

  const gzip = await getRaw('/main.3f2a1b9c4d5e.js', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(bigScript);

  const plain = await getRaw('/main.3f2a1b9c4d5e.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(bigScript);
});

it('answers page routes with index.html but a missing script with 404', async () => {
  const page = await get('/dashboard/all_sellers', { accept: 'text/html' });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>Shell</title>');
  expect((await get('/missing.0123456789ab.js')).status).toBe(404);
});

it('answers 304 when the client has the current version', async () => {
  const first = await get('/mf-manifest.json');
  const again = await get('/mf-manifest.json', { 'if-none-match': first.headers.get('etag')! });
  expect(again.status).toBe(304);
});

it('serves the runtime config built at request time', async () => {
  const response = await get('/config.json');
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await response.json()).toEqual({ apiUrl: 'http://localhost:4000' });
});

describe('the page carries the runtime config, so the shell needs no request for it', () => {
  let shellRoot: string;
  let shell: StaticServer;
  let config: Record<string, string>;

  beforeAll(async () => {
    shellRoot = mkdtempSync(join(tmpdir(), 'static-server-shell-'));
    writeFileSync(
      join(shellRoot, 'index.html'),
      '<!doctype html><html><head><title>Shell</title><script>start()</script></head><body></body></html>',
    );
    shell = await startStaticServer({ root: shellRoot, port: 0, spa: true, runtimeConfig: () => config });
  });
  afterAll(async () => {
    await shell.stop();
    rmSync(shellRoot, { recursive: true, force: true });
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${shell.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  const inlineConfig = (html: string) =>
    JSON.parse(/<script id="carmarket-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]);

  it('as a JSON data block first in <head>, the same config /config.json answers, on every page path', async () => {
    config = { apiUrl: 'http://localhost:4000' };
    for (const path of ['/', '/index.html', '/category/1']) {
      const html = await (await page(path)).text();
      expect(html.startsWith('<!doctype html><html><head><script id="carmarket-config" type="application/json">')).toBe(
        true,
      );
      expect(inlineConfig(html)).toEqual(await (await fetch(`${shell.url}/config.json`)).json());
      expect(html).toContain('<title>Shell</title><script>start()</script>');
    }
  });

  it('a value cannot close the element: every < is escaped', async () => {
    config = { apiUrl: 'http://localhost:4000/</script><script>alert(1)</script>' };
    const html = await (await page('/category/1')).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlineConfig(html)).toEqual(config);
  });

  it('a changed config (a release promoted or rolled back) is a new version of the page: no 304 for the old one', async () => {
    config = { storefront: 'http://cdn.example/releases/1/mf-manifest.json' };
    const first = await page('/');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await page('/', { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
    config = { storefront: 'http://cdn.example/releases/2/mf-manifest.json' };
    const changed = await page('/', { 'if-none-match': first.headers.get('etag')! });
    expect(changed.status).toBe(200);
    expect(inlineConfig(await changed.text())).toEqual(config);
  });
});

it('never serves dotfiles or anything outside its folder', async () => {
  expect((await get('/.carmarket-build.json')).status).toBe(404);
  expect((await get('/..%2foutside-root.txt')).status).toBe(404);
  expect((await get('/%2e%2e/outside-root.txt')).status).toBe(404);
});

it("serves no source map unless told to (they hold the app's source), the scripts alike", async () => {
  expect((await get('/main.3f2a1b9c4d5e.js.map')).status).toBe(404);
  expect((await get('/main.3f2a1b9c4d5e.js')).status).toBe(200);
  const withMaps = await startStaticServer({ root, port: 0, sourceMaps: true });
  try {
    const response = await fetch(`${withMaps.url}/main.3f2a1b9c4d5e.js.map`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ version: 3 });
  } finally {
    await withMaps.stop();
  }
});

it('SERVE_SOURCE_MAPS=1 is the only setting that serves them', () => {
  expect(sourceMapsServed({ SERVE_SOURCE_MAPS: '1' })).toBe(true);
  for (const value of [undefined, '', '0', 'false', 'yes'])
    expect(sourceMapsServed({ SERVE_SOURCE_MAPS: value })).toBe(false);
});

it('refuses writes', async () => {
  const response = await fetch(`${server.url}/index.html`, { method: 'POST', body: 'x' });
  expect(response.status).toBe(405);
});

describe("a remote's release store", () => {
  let store: string;
  let remote: StaticServer;
  const version = '0.1.0+abcdef0123';

  beforeAll(async () => {
    store = mkdtempSync(join(tmpdir(), 'static-server-releases-'));
    mkdirSync(join(store, version));
    mkdirSync(join(store, '.staging-x'));
    writeFileSync(join(store, version, 'mf-manifest.json'), '{"id":"admin","version":"new"}');
    writeFileSync(join(store, version, '334.adc71478db.js'), 'chunk');
    writeFileSync(join(store, '.staging-x', 'mf-manifest.json'), '{}');
    writeFileSync(join(store, 'channels.json'), JSON.stringify({ current: version, history: [version] }));
    remote = await startStaticServer({ root, port: 0, cors: true, releases: store });
  });

  afterAll(async () => {
    await remote.stop();
    rmSync(store, { recursive: true, force: true });
  });

  const getRemote = (path: string) => fetch(`${remote.url}${path}`);

  it('serves published versions beside the default build, chunks immutable and manifests and the pointer revalidated', async () => {
    const manifest = await getRemote(`/releases/${encodeURIComponent(version)}/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ id: 'admin', version: 'new' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await getRemote(`/releases/${version}/334.adc71478db.js`);
    expect([chunk.status, chunk.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const channels = await getRemote('/channels.json');
    expect([channels.headers.get('cache-control'), ((await channels.json()) as { current: string }).current]).toEqual([
      'no-cache',
      version,
    ]);
    expect(await (await getRemote('/mf-manifest.json')).json()).toEqual({ id: 'admin' });
  });

  it('serves no build in progress and nothing outside the store', async () => {
    expect((await getRemote('/releases/.staging-x/mf-manifest.json')).status).toBe(404);
    expect((await getRemote('/releases/%2e%2e/outside-root.txt')).status).toBe(404);
  });

  it('has no pointer where no store is configured', async () => {
    expect((await get('/channels.json', { accept: 'application/json' })).status).toBe(404);
  });
});

it('sends its Content-Security-Policy and refuses framing on every answer, pages and files alike', async () => {
  const policy = "default-src 'self'; frame-ancestors 'none'";
  const withPolicy = await startStaticServer({ root, port: 0, spa: true, contentSecurityPolicy: policy });
  try {
    for (const path of ['/', '/dashboard/all_sellers', '/main.3f2a1b9c4d5e.js', '/missing.js']) {
      const response = await fetch(`${withPolicy.url}${path}`, { headers: { accept: 'text/html' } });
      expect([path, response.headers.get('content-security-policy'), response.headers.get('x-frame-options')]).toEqual([
        path,
        policy,
        'DENY',
      ]);
    }
  } finally {
    await withPolicy.stop();
  }
});

it('answers a failure with a bare 500 that names no file or path', async () => {
  const failing = await startStaticServer({
    root,
    port: 0,
    runtimeConfig: () => {
      throw new Error(`ENOENT: no such file or directory, open '${join(root, 'releases', 'pointer.json')}'`);
    },
  });
  try {
    const response = await fetch(`${failing.url}/config.json`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toBe('Internal server error');
    expect(body).not.toContain(root);
  } finally {
    await failing.stop();
  }
});

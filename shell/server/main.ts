// The render server: a process of its own that answers the shell's page navigations with the
// public pages drawn on the server (decision 0056). It holds no secret and no state another
// process would answer differently: it reads the API anonymously, or with the visitor's own
// session cookie for a signed-in page (decision 0064), the shell's built index.html, and each
// remote's server bundle at the version its release pointer names.
//   node shell/dist-server/main.js --port 3005   (built by `npm run build -w shell`)
// Env: the shell's runtime-config variables (API_URL, STOREFRONT_URL, ...), PUBLIC_APP_URL (where
// visitors reach the site), PUBLIC_API_URL (where they reach the API; default API_URL),
// RENDER_API_URL (where this server reads it; default API_URL), RENDER_REMOTE_URLS (where it
// reaches remotes when not at their public address, e.g. storefront=http://storefront:8080),
// SHELL_DIST (default shell/dist), RENDER_PAGE_CACHE_MS (default 300000; 0 keeps no page).
import { buildRuntimeConfig } from '@carmarket/build-config/runtime-config';
import { releasePointers } from '@carmarket/build-config/release/pointers';
import type { RuntimeConfig } from '@carmarket/shared-ui';
import { setRuntimeConfig } from '@carmarket/shared-ui';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { forwardedFor } from '../../tools/stack/src/forwarded-for';
import { inlineRuntimeConfig } from '../../tools/stack/src/static-server';
import { releaseConfig } from './release-config';
import { RemoteFacts } from './remote-facts';
import { createRenderer } from './renderer';
import { REVALIDATE_MS, ServerModules, serverBundleUrl } from './server-modules';
import { requireShared } from './shared-modules';

/**
 * How long a drawn anonymous page may be reused (RENDER_PAGE_CACHE_MS): each request still has the
 * API answers it was drawn from revalidated, so a car changed or deleted a moment ago shows at once
 * (page-cache.ts); the age only bounds what a render could owe to anything but its data.
 */
const PAGE_CACHE_MS = 300_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  const port = Number(values.port ?? process.env.RENDER_PORT ?? process.env.PORT ?? '3005');
  const env = process.env;
  const baseConfig = buildRuntimeConfig(env);
  const follow = releasePointers();
  const shellDist = resolve(env.SHELL_DIST ?? join(__dirname, '..', 'dist'));
  const publicAppUrl = env.PUBLIC_APP_URL ?? `http://localhost:${env.SHELL_PORT ?? 3000}`;

  // Release pointers and bundles are read at the remotes' inner addresses; the page names the public ones.
  const inner = remoteAddresses(env.RENDER_REMOTE_URLS, baseConfig);
  // A dashboard's page reads the pointers anew; the public pages' may be a moment old (release-config.ts).
  const currentConfig = releaseConfig(() => follow(inner.toInner(baseConfig)));
  // The shell's API client is built on the runtime config; pages drawn here never call it, but
  // formatting helpers (picture URLs) read the API's URL from it. The same for every visitor.
  setRuntimeConfig(baseConfig);

  let template: { version: string; html: string } | undefined;
  // The page with the config in, made again only when either changed: the same string each
  // request otherwise, so the renderer's tag of it is not recomputed per request either.
  let filled: { html: string; config: string; page: string } | undefined;
  const shellPage = async (fresh = false) => {
    const file = join(shellDist, 'index.html');
    const info = await stat(file);
    const version = `${info.size}-${info.mtimeMs}`;
    if (template?.version !== version) template = { version, html: await readFile(file, 'utf8') };
    const config = JSON.stringify(inner.toPublic(await currentConfig(fresh)));
    if (filled?.html !== template.html || filled.config !== config)
      filled = { html: template.html, config, page: inlineRuntimeConfig(template.html, config) };
    return filled.page;
  };

  const modules = new ServerModules({ requireShared });
  const facts = new RemoteFacts();
  const renderer = createRenderer({
    page: shellPage,
    storefrontBundle: async () => serverBundleUrl((await currentConfig()).remotes.storefront),
    loadModule: (url, signal) => modules.get(url, signal),
    dashboards: {
      // The pointers the page was just made with (page(true) read them for this request).
      manifests: async () => (await currentConfig()).remotes,
      facts: (name, url, signal) => facts.get(name, url, signal),
      // A rebuilt default build is drawn on the next page, as its manifest's menu is (remote-facts.ts).
      loadModule: (url, signal) => modules.get(url, signal, 0),
    },
    apiUrl: env.RENDER_API_URL ?? baseConfig.apiUrl,
    publicAppUrl,
    publicApiUrl: env.PUBLIC_API_URL ?? baseConfig.apiUrl,
    pageCacheMs: Number(env.RENDER_PAGE_CACHE_MS ?? PAGE_CACHE_MS),
  });

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url === '/metrics') {
      res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' }).end(renderer.metrics());
      return;
    }
    if (url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('ok');
      return;
    }
    const ifNoneMatch = req.headers['if-none-match'];
    renderer
      .render(url, {
        ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
        cookie: req.headers.cookie,
        forwardedFor: forwardedFor(req),
        shared: !req.headers.cookie && !req.headers.authorization,
      })
      .then(
        (page) => {
          res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
          res.end(req.method === 'HEAD' ? undefined : page.body);
        },
        (error: Error) => {
          // Only the shell's page itself missing gets here: nothing to draw with.
          console.error(`render: ${url} failed: ${error.stack ?? error.message}`);
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Service unavailable');
        },
      );
  });
  server.listen(port, values.host, () => {
    console.log(`render server on ${values.host}:${port} (bundles revalidated every ${REVALIDATE_MS} ms)`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
}

/** Swaps each remote's public base URL for the inner one RENDER_REMOTE_URLS names, and back. */
function remoteAddresses(spec: string | undefined, publicConfig: RuntimeConfig) {
  const pairs = (spec ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name, url] = entry.split('=');
      const manifest = publicConfig.remotes[name as keyof RuntimeConfig['remotes']];
      if (!manifest || !url) throw new Error(`RENDER_REMOTE_URLS: '${entry}' names no remote (name=url)`);
      return { publicBase: new URL('.', manifest).href, innerBase: new URL('.', `${url.replace(/\/+$/, '')}/`).href };
    });
  const swap = (config: RuntimeConfig, from: 'publicBase' | 'innerBase', to: 'publicBase' | 'innerBase') => ({
    ...config,
    remotes: Object.fromEntries(
      Object.entries(config.remotes).map(([name, url]) => {
        const pair = pairs.find((p) => url.startsWith(p[from]));
        return [name, pair ? pair[to] + url.slice(pair[from].length) : url];
      }),
    ) as RuntimeConfig['remotes'],
  });
  return {
    toInner: (config: RuntimeConfig) => swap(config, 'publicBase', 'innerBase'),
    toPublic: (config: RuntimeConfig) => swap(config, 'innerBase', 'publicBase'),
  };
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

// A small production static server: one per deployable (the shell, each remote), the way they are
// served in production. Content types, brotli/gzip (the build's quality-11 brotli file beside
// it when there is one, else compressed once per file version and kept),
// immutable caching for content-hashed assets and no-cache for the entry points, CORS for
// remotes' assets, SPA fallback for the shell, /config.json built at serve time, a remote's
// release store (/releases/<version>/…, /channels.json: docs/architecture.md §3.1), and the
// shell's answers to crawlers (@carmarket/build-config/seo) and its server session's calls
// (@carmarket/build-config/session).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { answerCrawler, type SeoOptions } from '@carmarket/build-config/seo';
import { answerSession } from '@carmarket/build-config/session';

export interface StaticServerOptions {
  /** Folder to serve (a production build's dist). */
  root: string;
  port: number;
  /** Interface to bind; 127.0.0.1 keeps a developer's stack off the network. */
  host?: string;
  /** Unknown page paths answer index.html (client-side routing). */
  spa?: boolean;
  /** Any origin may load these files (remotes are loaded cross-origin by the shell). */
  cors?: boolean;
  /** When set, GET /config.json answers its result (the runtime config, read from env), and the
   *  page (index.html) carries the same config inline (pageWithConfig). */
  runtimeConfig?: () => unknown | Promise<unknown>;
  /** A remote's release store: served as /releases/<version>/… and /channels.json. */
  releases?: string;
  /** Sent with every response (@carmarket/build-config/csp builds the shell's and the remotes'). */
  contentSecurityPolicy?: string;
  /** Serve the build's .map files. Off unless asked for: they hold the app's source (sourceMapsServed). */
  sourceMaps?: boolean;
  /** The shell's crawler files (@carmarket/build-config/seo): /robots.txt, the sitemap proxied from the API, noindex on private pages. */
  seo?: SeoOptions;
  /** The shell's POST and DELETE /session, passed on to the API at `apiUrl` (@carmarket/build-config/session). */
  session?: { apiUrl: string };
  /**
   * The shell's page navigations (what `spa` answers with index.html) are first asked of this:
   * the render server's page (render-proxy.ts). Null, or a failure, leaves index.html to answer.
   */
  renderPage?: (req: IncomingMessage) => Promise<RenderedPage | null>;
}

/** Whether a production server serves source maps: only with SERVE_SOURCE_MAPS=1. */
export function sourceMapsServed(env: Record<string, string | undefined>): boolean {
  return env.SERVE_SOURCE_MAPS === '1';
}

/** A page as the render server answered it. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface StaticServer {
  url: string;
  port: number;
  root: string;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest']);
/** Smaller bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024;
/** webpack's [contenthash] in a file name: the content never changes under that name. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface CachedFile {
  version: string;
  body: Buffer;
  etag: string;
  encoded: Map<'br' | 'gzip', Buffer>;
}

export function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root);
  const releases = options.releases ? resolve(options.releases) : null;
  const host = options.host ?? '127.0.0.1';
  const cache = new Map<string, CachedFile>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      // The reason goes to the log only: its message names files and paths of this machine.
      console.error(`static server: ${req.method} ${req.url} failed: ${error.stack ?? error.message}`);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal server error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.contentSecurityPolicy) {
      res.setHeader('Content-Security-Policy', options.contentSecurityPolicy);
      res.setHeader('X-Frame-Options', 'DENY'); // frame-ancestors for browsers that predate it
    }
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') return send(res, 204);
    const pathname = decodePath(req.url ?? '/');
    if (pathname === null) return send(res, 400, 'text/plain; charset=utf-8', 'Bad request path');
    // The server session's calls go on to the API (their POST and DELETE are the only writes here).
    if (options.session && answerSession(req, res, pathname, options.session)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    }

    // Crawlers: robots.txt, the sitemap (from the API), noindex on private pages.
    if (options.seo && answerCrawler(req, res, pathname, options.seo)) return;

    if (pathname === '/config.json' && options.runtimeConfig) {
      res.setHeader('Cache-Control', REVALIDATE);
      return send(res, 200, CONTENT_TYPES['.json'], JSON.stringify(await options.runtimeConfig()), req);
    }

    let filePath = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    if (!options.sourceMaps && extname(filePath).toLowerCase() === '.map')
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    const [dir, inDir] =
      releases && isReleasePath(filePath) ? [releases, filePath.replace(/^\/releases\//, '/')] : [root, filePath];
    let file = await loadFile(dir, inDir);
    if (options.renderPage && options.spa && (!file || filePath === '/index.html') && wantsPage(req, pathname)) {
      const page = await options.renderPage(req).catch(() => null);
      if (page) return sendRendered(req, res, page);
    }
    if (!file && options.spa && wantsPage(req, pathname)) {
      filePath = '/index.html';
      file = await loadFile(root, filePath);
    }
    if (!file) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    if (filePath === '/index.html' && dir === root && options.runtimeConfig) {
      file = pageWithConfig(file, JSON.stringify(await options.runtimeConfig()));
    }

    const ext = extname(filePath).toLowerCase();
    res.setHeader('Cache-Control', HASHED_NAME.test(filePath) ? IMMUTABLE : REVALIDATE);
    res.setHeader('ETag', file.etag);
    if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === file.etag) return send(res, 304);

    const encoding = COMPRESSIBLE.has(ext) && file.body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req) : null;
    const body = encoding ? encoded(file, encoding) : file.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    return send(res, 200, CONTENT_TYPES[ext] ?? 'application/octet-stream', body, req);
  }

  /** The last page built with the config, for the next request with the same config. */
  let lastPage: { from: CachedFile; configJson: string; page: CachedFile } | undefined;

  /** index.html with the config as it is now, so the page needs no round trip for it. */
  function pageWithConfig(file: CachedFile, configJson: string): CachedFile {
    if (lastPage?.from === file && lastPage.configJson === configJson) return lastPage.page;
    const body = Buffer.from(inlineRuntimeConfig(file.body.toString('utf8'), configJson));
    const page: CachedFile = {
      version: file.version,
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      encoded: new Map(),
    };
    lastPage = { from: file, configJson, page };
    return page;
  }

  /** The file under `dir` for a URL path, or null (missing, a folder, or a dotfile). */
  async function loadFile(dir: string, urlPath: string): Promise<CachedFile | null> {
    if (urlPath.split('/').some((part) => part.startsWith('.'))) return null;
    const fullPath = normalize(join(dir, urlPath));
    if (fullPath !== dir && !fullPath.startsWith(dir + sep)) return null;
    const info = await stat(fullPath).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.size}-${info.mtimeMs}`;
    const cached = cache.get(fullPath);
    if (cached?.version === version) return cached;
    const body = await readFile(fullPath);
    // Weak: the brotli, gzip and raw bodies are the same resource.
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const file: CachedFile = { version, body, etag, encoded: new Map() };
    const prebuilt = await readFile(`${fullPath}.br`).catch(() => null);
    if (prebuilt && decodesTo(prebuilt, body)) file.encoded.set('br', prebuilt);
    cache.set(fullPath, file);
    return file;
  }

  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => {
      server.off('error', fail);
      const { port } = server.address() as { port: number };
      done({
        url: `http://localhost:${port}`,
        port,
        root,
        stop: () =>
          new Promise<void>((stopped) => {
            server.close(() => stopped());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The id of the page's inline config; the shell's inline start-up script (shell/build/preload-startup.js) reads it. */
export const INLINE_CONFIG_ID = 'carmarket-config';

/**
 * The runtime config as a JSON data block first in the page's <head>, before the start-up script
 * that reads it. A data block never runs, so the Content-Security-Policy needs no hash for it;
 * '<' is escaped so no value can close the element. A page without <head> is left as it is (the
 * shell then asks for /config.json).
 */
export function inlineRuntimeConfig(html: string, configJson: string): string {
  const at = html.indexOf('<head>');
  if (at < 0) return html;
  const block = `<script id="${INLINE_CONFIG_ID}" type="application/json">${configJson.replace(/</g, '\\u003c')}</script>`;
  return html.slice(0, at + '<head>'.length) + block + html.slice(at + '<head>'.length);
}

function decodePath(url: string): string | null {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/** Served from the release store: the pointer and the published versions. */
function isReleasePath(path: string): boolean {
  return path === '/channels.json' || path.startsWith('/releases/');
}

/** A page navigation (not a missing script or image) gets the SPA's index.html. */
function wantsPage(req: IncomingMessage, pathname: string): boolean {
  return extname(pathname) === '' || (req.headers.accept ?? '').includes('text/html');
}

function pickEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Whether the build's `<file>.br` (brotli at quality 11, build-config's BrotliAssets) is this
 * very file: one written apart from it (a hand edit, a half-copied folder) is never sent.
 */
function decodesTo(br: Buffer, body: Buffer): boolean {
  try {
    return brotliDecompressSync(br).equals(body);
  } catch {
    return false;
  }
}

function encoded(file: CachedFile, encoding: 'br' | 'gzip'): Buffer {
  let body = file.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(file.body, { level: 9 });
    file.encoded.set(encoding, body);
  }
  return body;
}

/** A rendered page: its status and caching headers, compressed for this client as any page is. */
function sendRendered(req: IncomingMessage, res: ServerResponse, page: RenderedPage): void {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader('Vary', page.headers.vary ? `${page.headers.vary}, Accept-Encoding` : 'Accept-Encoding');
  if (page.status === 304) return send(res, 304);
  const encoding = page.body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req) : null;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const body = !encoding
    ? page.body
    : encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body, { level: 6 });
  return send(res, page.status, CONTENT_TYPES['.html'], body, req);
}

function send(res: ServerResponse, status: number, type?: string, body?: string | Buffer, req?: IncomingMessage): void {
  res.statusCode = status;
  if (type) res.setHeader('Content-Type', type);
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req?.method === 'HEAD' ? undefined : body);
}

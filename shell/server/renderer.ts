// What the render server answers for a page: the storefront's page drawn on the server inside the
// shell's chrome, or, when that is not possible in time, the page the browser renders (today's
// page, 200), with a log line and a counter. Never a 500 and never a blank page.
import { createHash } from 'node:crypto';
import { pageKind, type PageKind } from '@carmarket/build-config/page-paths';
import {
  CONTRACT_VERSION,
  type ServerPage,
  type ServerRemoteModule,
  type ServerRenderContext,
  type ServerViewer,
} from '@carmarket/shared-ui';
import { isDashboardPath } from '../src/federation/remote-mounts';
import { fetchGet, keepAliveGet } from './api-client';
import { drawDashboard, type DashboardSources } from './dashboard-pages';
import { pageWithRender } from './document';
import { Fallback, FallbackCounter } from './metrics';
import { PageCache, type KeptPage, type Revalidated } from './page-cache';
import { PageReads, type ApiGet } from './page-reads';
import { renderTree } from './render-tree';
import { loginRedirect, PERSONAL, sessionCookie, viewerOf } from './session';

/** The server render's budget, the remote's API reads included (the page is then the browser's). */
export const RENDER_BUDGET_MS = 1_500;
/** Anonymous pages are the same for everyone: a shared cache may keep them a little while. */
export const CACHEABLE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
/** The browser-rendered page: revalidated before each use, like the shell's index.html. */
const REVALIDATE = 'no-cache';
/** The paging headers a list's read passes on to the page (ServerRead.headers). */
const PAGING_HEADERS = ['link', 'x-total-count'];

export interface RendererOptions {
  /**
   * The shell's page with the current runtime config in it: the browser-rendered page, and the
   * frame of a server render. `fresh`: with the release pointers read now, not a moment ago (a
   * dashboard's: a promote or rollback of its remote shows on the very next page).
   */
  page(fresh?: boolean): Promise<string>;
  /** The URL of the storefront's server bundle at the version its release pointer names. */
  storefrontBundle(): Promise<string>;
  /** Loads a server bundle by URL (ServerModules). */
  loadModule(url: string, signal: AbortSignal): Promise<ServerRemoteModule>;
  /** Where the dashboard remotes' facts and bundles come from; left out, the browser draws the dashboards. */
  dashboards?: DashboardSources;
  /** Where the render server reads the public API (anonymous GETs). */
  apiUrl: string;
  publicAppUrl: string;
  publicApiUrl: string;
  budgetMs?: number;
  /**
   * Anonymous pages shared between visitors (PageCache): revalidations in flight always, a drawn
   * page for this long too (revalidated with the API on each request); left out, every request draws its own.
   */
  pageCacheMs?: number;
  /** Left out, the API is read over kept-alive node:http connections (api-client.ts). */
  fetch?: typeof fetch;
  log?: (line: string) => void;
  now?: () => Date;
}

/** What of the visitor's request a render depends on. */
export interface RenderRequest {
  ifNoneMatch?: string;
  /** The request's Cookie header: only its `__session` is ever read or passed on. */
  cookie?: string;
  /** The X-Forwarded-For chain ending with the address the request came from (the API's reads pass it on). */
  forwardedFor?: string;
  /** The request carries nothing of its visitor's (no cookie, no Authorization): a page drawn for another will do. */
  shared?: boolean;
}

export interface RenderedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const etagOf = (...parts: string[]) =>
  `W/"${createHash('sha1').update(parts.join('\0')).digest('base64url').slice(0, 27)}"`;
const major = (version: string) => version.split('.')[0];

/** Rejects with a TimeoutError once `signal` aborts. */
function within<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A path no route of the app draws: the shell's not-found page. */
const notFound = (url: URL, publicAppUrl: string): ServerPage => ({
  status: 404,
  head: {
    title: 'Page not found | CarMarket',
    description: 'There is no page at this address on CarMarket.',
    canonical: `${publicAppUrl.replace(/\/+$/, '')}${url.pathname}`,
    type: 'website',
    jsonLd: [],
  },
  data: {},
});

export function createRenderer(options: RendererOptions) {
  const fallbacks = new FallbackCounter();
  const pageCache =
    options.pageCacheMs === undefined ? null : new PageCache<RenderedResponse>({ maxAgeMs: options.pageCacheMs });
  const budgetMs = options.budgetMs ?? RENDER_BUDGET_MS;
  const httpGet = options.fetch ? fetchGet(options.fetch) : keepAliveGet();
  const log = options.log ?? ((line: string) => console.warn(line));
  const apiBase = options.apiUrl.replace(/\/+$/, '');
  /** The shell page's tag, hashed again only when the page is another string. */
  let lastPage: { page: string; tag: string } | undefined;
  const pageTag = (page: string) => {
    if (lastPage?.page !== page) lastPage = { page, tag: etagOf(page) };
    return lastPage.tag;
  };

  /** GETs on the API within `signal`, as the visitor's session when `session` (the cookie's value) is given. */
  const apiGet =
    (signal: AbortSignal, session: string | null, forwardedFor: string | undefined): ApiGet =>
    async (path, ifNoneMatch) => {
      // Uncompressed: on the way from the API, compressing and decompressing each answer cost both ends CPU.
      const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'identity' };
      if (session) headers.Cookie = `__session=${session}`;
      if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
      // The visitor's address (the API trusts this server as a proxy), so each visitor keeps their own rate limit.
      if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
      const response = await httpGet(`${apiBase}${path}`, headers, signal);
      const paging: Record<string, string> = {};
      for (const name of PAGING_HEADERS) {
        const value = response.header(name);
        if (value !== null) paging[name] = value;
      }
      const body = response.text ? JSON.parse(response.text) : null;
      return { status: response.status, body, headers: paging, etag: response.header('etag') };
    };

  const browserPage = (page: string): RenderedResponse => ({
    status: 200,
    headers: { 'Cache-Control': REVALIDATE, ETag: etagOf(page) },
    body: page,
  });

  /** One render's budget and its anonymous reads (a shared page's revalidation starts them). */
  interface Attempt {
    deadline: AbortSignal;
    reads: PageReads;
  }
  const attempt = (request: RenderRequest): Attempt => {
    const deadline = AbortSignal.timeout(budgetMs);
    return { deadline, reads: new PageReads(apiGet(deadline, null, request.forwardedFor)) };
  };

  /** The storefront's page (it is mounted at '/'): its server bundle draws it, or the not-found page. */
  async function storefrontPage(url: URL, kind: PageKind, context: ServerRenderContext, deadline: AbortSignal) {
    const bundle = await options.storefrontBundle();
    const remote = await within(options.loadModule(bundle, deadline), deadline).catch((error: unknown) => {
      throw new Fallback(deadline.aborted ? 'timeout' : 'missing', error);
    });
    if (major(remote.contractVersion) !== major(CONTRACT_VERSION))
      throw new Fallback(
        'contract',
        `built against contract ${remote.contractVersion}, the shell has ${CONTRACT_VERSION}`,
      );
    const drawn = await within(
      Promise.resolve().then(() => remote.render(url, context)),
      deadline,
    ).catch((error: unknown) => {
      throw new Fallback(deadline.aborted ? 'timeout' : 'error', error);
    });
    // A path it does not draw and no other route does is no page.
    const rendered = drawn ?? (kind === 'unknown' ? notFound(url, options.publicAppUrl) : null);
    return { rendered, bundle, frame: undefined, remote: 'storefront' };
  }

  async function serverPage(
    url: URL,
    kind: PageKind,
    page: string,
    request: RenderRequest,
    { deadline, reads: anonymous }: Attempt,
  ): Promise<RenderedResponse | null> {
    // Who asks, from the API, on every render: the cookie alone proves nothing here.
    const session = sessionCookie(request.cookie);
    const sessionReads = session ? new PageReads(apiGet(deadline, session, request.forwardedFor)) : null;
    const viewer: ServerViewer | null = sessionReads
      ? await viewerOf(sessionReads.read).catch((error: unknown) => {
          throw new Fallback(deadline.aborted ? 'timeout' : 'error', error);
        })
      : null;
    if (kind === 'session' && !viewer) return loginRedirect(url);
    const context = {
      // A page for no one reads anonymously, even with a cookie the API refused.
      read: viewer && sessionReads ? sessionReads.read : anonymous.read,
      publicAppUrl: options.publicAppUrl,
      publicApiUrl: options.publicApiUrl,
      viewer,
    };
    // A dashboard is drawn in the shell's dashboard layout by the remote whose route it is.
    const dashboard =
      viewer && options.dashboards && isDashboardPath(url.pathname)
        ? await drawDashboard(url, context, options.dashboards, deadline)
        : undefined;
    if (dashboard === null) return null;
    const { rendered, bundle, frame, remote } = dashboard ?? (await storefrontPage(url, kind, context, deadline));
    if (!rendered) return null;
    // The same data drawn by the same releases into the same page is the same HTML; a person's
    // page is theirs alone: no cache keeps it, so it needs no tag (nor the hash of its data).
    const etag = viewer ? null : etagOf(String(rendered.status), bundle, page, JSON.stringify(rendered.data));
    const headers: Record<string, string> = etag
      ? // Drawn for no one: a shared cache must not give it to a visitor whose cookie would be drawn for.
        { 'Cache-Control': CACHEABLE, ETag: etag, Vary: 'Cookie' }
      : { 'Cache-Control': PERSONAL };
    if (etag && request.ifNoneMatch === etag) return { status: 304, headers, body: '' };
    const tree = await renderTree(rendered, url, viewer, frame).catch((error: unknown) => {
      throw new Fallback('error', error, remote);
    });
    const renderedAt = (options.now?.() ?? new Date()).toISOString();
    const body = pageWithRender(page, { head: rendered.head, tree, data: rendered.data, renderedAt, viewer });
    return { status: rendered.status, headers, body };
  }

  /**
   * The answer for GET `pathAndQuery`. A request that carries nothing of its visitor's (no cookie,
   * no Authorization: `request.shared`) may be answered with a page drawn for another visitor from
   * the same data, as the API says on a read started after the request came.
   */
  async function render(pathAndQuery: string, request: RenderRequest = {}): Promise<RenderedResponse> {
    const url = new URL(pathAndQuery, options.publicAppUrl);
    const page = await options.page(isDashboardPath(url.pathname));
    // The shell's own screens, the signed-in areas, the storefront's browser-only screens.
    const kind = pageKind(url.pathname);
    if (kind === 'browser') return browserPage(page);
    if (!pageCache || !request.shared) return drawn(url, kind, page, request, attempt(request));
    // The releases it is drawn with are in the key: a promote or a new shell page is a miss at once.
    const key = `${await options.storefrontBundle()}\0${pageTag(page)}\0${pathAndQuery}`;
    const answer = await pageCache.get(key, (kept) => revalidated(url, kind, page, request, kept));
    const etag = answer.headers.ETag;
    if (etag && request.ifNoneMatch === etag && answer.status !== 304)
      return { status: 304, headers: answer.headers, body: '' };
    return answer;
  }

  /** The kept page when the API's answers it was drawn from still hold, else the page drawn now. */
  async function revalidated(
    url: URL,
    kind: PageKind,
    page: string,
    request: RenderRequest,
    kept: KeptPage<RenderedResponse> | undefined,
  ): Promise<Revalidated<RenderedResponse>> {
    const current = attempt(request);
    // An API that cannot say leaves it to the render, which falls back as it would on a miss.
    if (kept && (await current.reads.unchanged(kept.validators).catch(() => false))) return { reused: true };
    const answer = await drawn(url, kind, page, { ...request, ifNoneMatch: undefined }, current);
    const keep = answer.headers['Cache-Control'] === CACHEABLE;
    return { reused: false, value: answer, validators: keep ? await current.reads.validators() : null };
  }

  async function drawn(
    url: URL,
    kind: PageKind,
    page: string,
    request: RenderRequest,
    current: Attempt,
  ): Promise<RenderedResponse> {
    try {
      return (await serverPage(url, kind, page, request, current)) ?? browserPage(page);
    } catch (error) {
      const reason = error instanceof Fallback ? error.reason : 'error';
      fallbacks.add(error instanceof Fallback ? error.remote : 'storefront', reason);
      log(`render: ${url.pathname} is drawn by the browser (${reason}): ${(error as Error).message}`);
      return browserPage(page);
    }
  }

  return { render, metrics: () => fallbacks.text() };
}

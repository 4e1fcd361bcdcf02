// The shell's server asks the render server (shell/server) for the page navigations it draws, and
// for paths no route draws (its 404), and passes its answer on: status, caching headers and the
// page. The browser's pages (@carmarket/build-config/page-paths) never go there: the shell's
// server answers them with its own index.html and the release pointers as they are now. A render
// server that is down or slow costs the visitor no more than WAIT_MS: the shell's server then
// answers with its own index.html, the page the browser draws (decision 0056).
import type { IncomingMessage } from 'node:http';
import { pageKind } from '@carmarket/build-config/page-paths';
import { forwardedFor } from './forwarded-for';
import type { RenderedPage } from './static-server';

/** The render server keeps its own budget (1.5 s); this covers a render server that does not answer at all. */
const WAIT_MS = 2_500;
const PASSED_ON = ['cache-control', 'etag', 'location', 'vary'];
const SESSION_COOKIE = /(?:^|;\s*)(__session=[^;]*)/;

export function renderProxy(renderServerUrl: string, fetchImpl: typeof fetch = fetch) {
  const base = renderServerUrl.replace(/\/+$/, '');
  return async (req: IncomingMessage): Promise<RenderedPage | null> => {
    if (pageKind(new URL(req.url ?? '/', 'http://x').pathname) === 'browser') return null;
    const headers: Record<string, string> = {};
    const ifNoneMatch = req.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string') headers['If-None-Match'] = ifNoneMatch;
    // The render server reads the API for this visitor: it passes their address on (forwarded-for.ts).
    const visitor = forwardedFor(req);
    if (visitor) headers['X-Forwarded-For'] = visitor;
    // The visitor's server session (decision 0064), and no other cookie of theirs.
    const session = SESSION_COOKIE.exec(req.headers.cookie ?? '')?.[1];
    if (session) headers.Cookie = session;
    const response = await fetchImpl(`${base}${req.url ?? '/'}`, {
      headers,
      // A signed-in page's 303 to the login page is the visitor's to follow.
      redirect: 'manual',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    if (response.status >= 500) return null;
    const passed: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = response.headers.get(name);
      if (value) passed[name] = value;
    }
    return { status: response.status, headers: passed, body: Buffer.from(await response.arrayBuffer()) };
  };
}

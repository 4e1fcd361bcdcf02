// Who draws each page of the web app, by path: the one table the shell's server (which page
// navigations it asks the render server for) and the render server (which paths are no page at
// all, answered 404) both read. Plain Node (CommonJS), like seo.js and csp.js.
//
// Patterns are the routers' own: `:name` is one non-empty segment, a trailing `*` any rest. The
// shell's route table and each remote's routes have a test that they appear here, so a route
// added to any of them without a row here fails its own suite.

/** Public pages the render server draws (the storefront's server bundle, decision 0056). */
const SERVER_PAGES = ['/', '/blog', '/listing/:id', '/seller/:id'];

/**
 * Signed-in pages the render server draws for the visitor's server session (decision 0064):
 * without a valid session it answers 303 to the login page, which comes back here after sign-in.
 * The storefront's routes with access 'signed-in', and the dashboard (the shell's layout and the
 * dashboard remotes' routes, decision 0070): a role its route is not for gets the not-found page
 * (404), and a screen its remote draws only in the browser is the browser's page.
 */
const SESSION_PAGES = ['/category/:id', '/search', '/dashboard', '/dashboard/*'];

/**
 * Pages the browser draws, answered by the shell's server itself with the release pointers as
 * they are now: the shell's own screens, and the storefront's screens its server bundle does not draw.
 */
const BROWSER_PAGES = [
  // The shell's routes (shell/src/routing/routes.tsx).
  '/login',
  '/register',
  '/reset-password',
  '/help',
  '/safety',
  '/terms',
  '/privacy',
  // The storefront's routes drawn in the browser only (mfe-storefront/src/remote.ts).
  '/compare',
];

/** @param {string} pattern */
function matcher(pattern) {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  // One trailing slash is the same page, as the routers read it.
  return new RegExp(`^${source}/?$`);
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SERVER = SERVER_PAGES.map(matcher);
const SESSION = SESSION_PAGES.map(matcher);
const BROWSER = BROWSER_PAGES.map(matcher);

/**
 * `server`: a page the render server draws; `session`: a page it draws for a signed-in visitor
 * only; `browser`: a page the browser draws (the shell's index.html); `unknown`: no route draws it, so the render server answers the not-found page
 * with a 404 (after asking the storefront's server bundle, mounted at '/', whether it draws it).
 * @param {string} pathname the URL's path, without query
 * @returns {'server' | 'session' | 'browser' | 'unknown'}
 */
function pageKind(pathname) {
  if (SERVER.some((re) => re.test(pathname))) return 'server';
  if (SESSION.some((re) => re.test(pathname))) return 'session';
  if (BROWSER.some((re) => re.test(pathname))) return 'browser';
  return 'unknown';
}

module.exports = { SERVER_PAGES, SESSION_PAGES, BROWSER_PAGES, pageKind };

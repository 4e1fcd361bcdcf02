// What crawlers read on the web app's origin: /robots.txt, the sitemap files (proxied from the
// API, which streams them, so the sitemap's URLs live on this origin), and `X-Robots-Tag: noindex`
// on the pages no search engine should list (signed-in areas, sign-in forms). Plain Node
// (CommonJS): the production static server (tools/stack) and the shell's webpack dev server both
// answer with it.

const { proxyToApi } = require('./api-proxy');

/** Pages for signed-in people or about signing in: kept out of search results. */
const NOINDEX_PAGES = ['/dashboard', '/login', '/register', '/reset-password', '/search', '/category', '/compare'];
/** The sitemap index and the files it names, as the API serves them. */
const SITEMAP_PATH = /^\/(sitemap\.xml|sitemaps\/[a-z0-9-]+\.xml)$/;
/** What the sitemap files keep of the request and the API's answer (the body goes as sent, compressed or not). */
const SITEMAP_PROXY = {
  forward: ['accept-encoding', 'if-none-match'],
  pass: ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary'],
  unavailable: 'The sitemap is not available right now',
};

/** @param {string} url */
const trimSlash = (url) => url.replace(/\/+$/, '');

/**
 * The shell's crawler settings from its environment: PUBLIC_APP_URL (where people open the app)
 * and API_INTERNAL_URL (where this server reaches the API), each with a default.
 * @param {Record<string, string | undefined>} env
 * @param {{ appUrl: string, apiUrl: string }} defaults
 */
function seoOptions(env, defaults) {
  return {
    appUrl: trimSlash(env.PUBLIC_APP_URL || defaults.appUrl),
    apiUrl: trimSlash(env.API_INTERNAL_URL || defaults.apiUrl),
  };
}

/** @param {string} appUrl */
function robotsTxt(appUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${trimSlash(appUrl)}/sitemap.xml\n`;
}

/** @param {string} pathname */
function isNoindexPage(pathname) {
  return NOINDEX_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Answers robots.txt and the sitemap files; true when it did (the caller serves files otherwise).
 * Marks the other private pages noindex and leaves them to the caller.
 * @param {import('http').IncomingMessage} req
 * @param {import('http').ServerResponse} res
 * @param {string} pathname the request's decoded path
 * @param {{ appUrl: string, apiUrl: string }} seo
 */
function answerCrawler(req, res, pathname, seo) {
  if (pathname === '/robots.txt') {
    const body = robotsTxt(seo.appUrl);
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'public, max-age=3600',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  if (SITEMAP_PATH.test(pathname)) {
    proxyToApi(req, res, `${seo.apiUrl}${pathname}`, SITEMAP_PROXY);
    return true;
  }
  if (isNoindexPage(pathname)) res.setHeader('X-Robots-Tag', 'noindex');
  return false;
}

module.exports = { seoOptions, robotsTxt, isNoindexPage, answerCrawler };

// Passing a request of the web app's origin on to the API and its answer back as it arrives: the
// sitemap files (seo.js) and the server session's calls (session.js). Plain Node (CommonJS), like them.

const http = require('http');
const https = require('https');
const { pipeline } = require('stream');

/**
 * @typedef {object} ProxyRule
 * @property {string[]} forward request headers sent on
 * @property {string[]} pass headers of the API's answer passed back as they are
 * @property {string} unavailable the 502's text when the API cannot be reached
 */

/**
 * Streams the request's body to the API and the API's answer back.
 * @param {import('http').IncomingMessage} req
 * @param {import('http').ServerResponse} res
 * @param {string} url
 * @param {ProxyRule} rule
 */
function proxyToApi(req, res, url, rule) {
  /** @type {Record<string, string>} */
  const forwarded = {};
  for (const name of rule.forward) {
    const value = req.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const request = (url.startsWith('https:') ? https : http).request(
    url,
    { method: req.method, headers: forwarded },
    (upstream) => {
      res.statusCode = upstream.statusCode || 502;
      for (const name of rule.pass) {
        const value = upstream.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      pipeline(upstream, res, () => undefined);
    },
  );
  request.on('error', (error) => {
    console.error(`${req.method} ${req.url} could not reach the API: ${error.message}`);
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(rule.unavailable);
  });
  // A client that goes away stops the API's answer too.
  res.on('close', () => request.destroy());
  if (req.method === 'GET' || req.method === 'HEAD') request.end();
  else pipeline(req, request, () => undefined);
}

module.exports = { proxyToApi };

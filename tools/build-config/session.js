// The server session's calls on the web app's origin: POST /session (a fresh ID token) and
// DELETE /session (LogOut) go on to the API, which checks the browser's Origin and holds the
// Firebase credentials; its Set-Cookie comes back, so the cookie is this origin's and travels with
// the page requests the render server answers. This origin holds no credential of its own.
// Plain Node (CommonJS): the production static server (tools/stack) and the shell's webpack dev
// server both answer with it.

const { proxyToApi } = require('./api-proxy');

const SESSION_PROXY = {
  forward: ['content-type', 'content-length', 'origin'],
  pass: ['set-cookie', 'content-type', 'content-length', 'cache-control'],
  unavailable: 'Sign-in on the server is not available right now',
};

/**
 * Answers /session (true); leaves every other path to the caller (false).
 * @param {import('http').IncomingMessage} req
 * @param {import('http').ServerResponse} res
 * @param {string} pathname the request's decoded path
 * @param {{ apiUrl: string }} options where this server reaches the API
 */
function answerSession(req, res, pathname, options) {
  if (pathname !== '/session') return false;
  if (req.method !== 'POST' && req.method !== 'DELETE') {
    res.writeHead(405, { Allow: 'POST, DELETE', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return true;
  }
  proxyToApi(req, res, `${options.apiUrl}/session`, SESSION_PROXY);
  return true;
}

module.exports = { answerSession };

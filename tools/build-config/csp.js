// The Content-Security-Policy the static servers send (tools/stack/src/static-server.ts).
// The shell's page may run scripts and fetch only from its own origin and the places its
// runtime config names (the remotes, the API, the identity provider, Stripe when configured);
// no page may be framed by another site. docs/architecture.md §3.2.

const crypto = require('crypto');

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') for each inline script of a page: exactly those may run. */
function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/**
 * The shell page's policy, from its runtime config and its built index.html (whose inline
 * scripts, e.g. the early /config.json request, are allowed by hash and nothing else inline is).
 * @param {import('@carmarket/shared-ui/src/contract').RuntimeConfig} config
 * @param {string} [indexHtml]
 */
function shellContentSecurityPolicy(config, indexHtml = '') {
  const remotes = [...new Set(Object.values(config.remotes).map(originOf))];
  const api = originOf(config.apiUrl);
  const emulator = config.firebase.authEmulatorUrl ? originOf(config.firebase.authEmulatorUrl) : null;
  const stripe = Boolean(config.stripePublishableKey);
  const directives = {
    'default-src': ["'self'"],
    // Remote containers and chunks; Firebase's pop-up sign-in loads Google's iframe helper.
    'script-src': [
      "'self'",
      ...inlineScriptHashes(indexHtml),
      ...remotes,
      'https://apis.google.com',
      ...(stripe ? ['https://js.stripe.com'] : []),
    ],
    // Manifests, the API, sign-in (the emulator, or Google's identity endpoints), Stripe.
    'connect-src': [
      "'self'",
      api,
      ...remotes,
      ...(emulator ? [emulator] : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']),
      ...(stripe ? ['https://api.stripe.com'] : []),
    ],
    // Listing photos come from the API; a photo chosen for upload is previewed as a blob: URL.
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes],
    // styled-components and sweetalert2 inject their rules as <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    // Firebase's sign-in iframe (the emulator's, or the auth domain's) and Stripe's card frames.
    'frame-src': [
      ...(emulator ? [emulator] : []),
      `https://${config.firebase.authDomain}`,
      ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A remote's server answers scripts and JSON, never a page: nothing may run or frame it. */
const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

module.exports = { shellContentSecurityPolicy, inlineScriptHashes, REMOTE_CONTENT_SECURITY_POLICY };

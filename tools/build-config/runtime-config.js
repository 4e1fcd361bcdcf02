// What the shell's /config.json contains, built from env at serve time. Plain Node (CommonJS, no
// browser deps): the production static server (tools/stack) and the webpack dev servers both call
// it, so a remote can move or the API change address without rebuilding anything.
//
// Env (all optional):
//   PUBLIC_HOST          host name the browser uses for the default URLs (default localhost)
//   API_URL              API base URL (default http://PUBLIC_HOST:API_PORT)
//   STOREFRONT_URL, BUYER_URL, SELLER_URL, ADMIN_URL
//                        base URL each remote is served from (default http://PUBLIC_HOST:<X>_PORT);
//                        the config points at <url>/mf-manifest.json
//   *_PORT               as in @carmarket/stack-facts/ports (the default port of each service)
//   FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID (default demo-carmarket)
//   FIREBASE_AUTH_EMULATOR_HOST  e.g. 127.0.0.1:9099: the browser signs in against the emulator
//   AUTH_EMULATOR_URL    the emulator's browser-facing URL when it differs from the host above
//   STRIPE_PUBLISHABLE_KEY  absent: the payment page uses the sandbox card form

const { portOf } = require('@carmarket/stack-facts/ports');

/** Each remote and the variable naming its public base URL. */
const REMOTE_URL_VARS = { storefront: 'STOREFRONT_URL', buyer: 'BUYER_URL', seller: 'SELLER_URL', admin: 'ADMIN_URL' };

const trimSlash = (url) => url.replace(/\/+$/, '');

/**
 * @param {Record<string, string | undefined>} env usually process.env
 * @returns {import('@carmarket/shared-ui/src/contract').RuntimeConfig}
 */
function buildRuntimeConfig(env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-carmarket';
  const remotes = {};
  for (const [name, urlVar] of Object.entries(REMOTE_URL_VARS)) {
    const base = env[urlVar] || `http://${host}:${portOf(name, env)}`;
    remotes[name] = `${trimSlash(base)}/mf-manifest.json`;
  }
  const emulatorUrl =
    env.AUTH_EMULATOR_URL ||
    (env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : undefined);
  const config = {
    apiUrl: trimSlash(env.API_URL || `http://${host}:${portOf('api', env)}`),
    remotes,
    firebase: {
      // A Firebase web API key identifies the project; it is not a secret. The emulator accepts any.
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
    },
  };
  if (emulatorUrl) config.firebase.authEmulatorUrl = trimSlash(emulatorUrl);
  if (env.STRIPE_PUBLISHABLE_KEY) config.stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY;
  return config;
}

module.exports = { buildRuntimeConfig };

// Which port each service listens on by default, and the variable that overrides it. The one
// home of these numbers: the stack, the webpack dev servers, the static servers, the shell's
// /config.json defaults and the API's defaults all read them from here.
const SERVICE_PORTS = {
  shell: { env: 'SHELL_PORT', default: 3000, what: 'the shell' },
  storefront: { env: 'STOREFRONT_PORT', default: 3001, what: 'the storefront remote' },
  buyer: { env: 'BUYER_PORT', default: 3002, what: 'the buyer remote' },
  seller: { env: 'SELLER_PORT', default: 3003, what: 'the seller remote' },
  admin: { env: 'ADMIN_PORT', default: 3004, what: 'the admin remote' },
  api: { env: 'API_PORT', default: 4000, what: 'the API' },
  auth: { env: 'AUTH_EMULATOR_PORT', default: 9099, what: 'the Firebase Auth emulator' },
  mongo: { env: 'MONGO_PORT', default: 27018, what: 'embedded-mongo' },
};

/**
 * The embedded mail catcher of `npm start` (tools/stack): SMTP for the API, a page for people.
 * Apart from SERVICE_PORTS: it is a development stand-in, never deployed.
 */
const MAIL_CATCHER_PORTS = {
  smtp: { env: 'SMTP_PORT', default: 1025, what: 'the mail catcher (SMTP)' },
  mailUi: { env: 'MAIL_UI_PORT', default: 8025, what: "the mail catcher's page" },
};

/** The services a browser loads pages or scripts from. */
const WEB_APP_SERVICES = ['shell', 'storefront', 'buyer', 'seller', 'admin'];

/** The port of `service` from env (its variable) or its default. */
function portOf(service, env = process.env) {
  const { env: name, default: fallback } = SERVICE_PORTS[service];
  return Number(env[name] || fallback);
}

module.exports = { SERVICE_PORTS, MAIL_CATCHER_PORTS, WEB_APP_SERVICES, portOf };

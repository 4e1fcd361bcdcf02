// The stack's parts: which workspace each web app is, where it is reached, and the env each
// server gets. One place for these facts; start-stack.ts only orchestrates.
import type { RemoteName } from '@carmarket/shared-ui/src/contract';
import type { BuildTarget } from './build-if-stale';
import type { MailPorts, Ports } from './ports';

export type WebAppName = 'shell' | RemoteName;

export const REMOTES: readonly RemoteName[] = ['storefront', 'buyer', 'seller', 'admin'];
export const WEB_APPS: readonly WebAppName[] = ['shell', ...REMOTES];

export const WORKSPACES: Record<WebAppName | 'api', string> = {
  api: 'api',
  shell: 'shell',
  storefront: 'mfe-storefront',
  buyer: 'mfe-buyer',
  seller: 'mfe-seller',
  admin: 'mfe-admin',
};

export const DATABASE_NAME = 'carmarket';
export const DEFAULT_PROJECT_ID = 'demo-carmarket';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@carmarket/stack-facts/demo-accounts';

/** Production builds, in the order they are needed (the API starts first). */
export const BUILD_TARGETS: BuildTarget[] = [
  { name: 'api', workspace: WORKSPACES.api, output: 'dist/main.js' },
  // Its page (dist, whose stamp goes with it) and the render server bundled beside it.
  { name: 'shell', workspace: WORKSPACES.shell, output: 'dist-server/main.js' },
  ...REMOTES.map((name) => ({ name, workspace: WORKSPACES[name], output: 'dist/mf-manifest.json' })),
];

export interface StackUrls {
  shell: string;
  remotes: Record<RemoteName, string>;
  api: string;
  authEmulator: string;
  mongo: string;
  /** The mail catcher's page; null when SMTP_URL sends mail to a real server instead. */
  mailCatcher: string | null;
}

/** Browsers reach every server as localhost; servers talk to each other over 127.0.0.1. */
export function stackUrls(ports: Ports, mail: MailPorts | null = null): StackUrls {
  const web = (port: number) => `http://localhost:${port}`;
  return {
    shell: web(ports.shell),
    remotes: Object.fromEntries(REMOTES.map((name) => [name, web(ports[name])])) as Record<RemoteName, string>,
    api: web(ports.api),
    authEmulator: `http://127.0.0.1:${ports.auth}`,
    mongo: `mongodb://127.0.0.1:${ports.mongo}/${DATABASE_NAME}`,
    mailCatcher: mail && web(mail.mailUi),
  };
}

/** Origins the API accepts: every web app, under both names of the loopback host. */
export function webOrigins(ports: Ports): string[] {
  return WEB_APPS.flatMap((app) => [`http://localhost:${ports[app]}`, `http://127.0.0.1:${ports[app]}`]);
}

/** `mail`: the catcher's ports, or null when SMTP_URL (passed through) names a real server. */
export function apiEnv(
  base: NodeJS.ProcessEnv,
  ports: Ports,
  authEmulatorHost: string,
  mail: MailPorts | null = null,
): NodeJS.ProcessEnv {
  const urls = stackUrls(ports);
  return {
    ...base,
    NODE_ENV: 'development', // the emulator and the payment sandbox are refused in production
    // The local stand-in for Stripe, asked for explicitly; a Stripe key in the environment wins.
    PAYMENTS_SANDBOX: base.STRIPE_SECRET_KEY ? 'false' : 'true',
    PORT: String(ports.api),
    // That many API processes share PORT (node:cluster, api/src/process/cluster.ts; docs/scaling.md).
    API_INSTANCES: base.API_INSTANCES || '1',
    MONGODB_URI: urls.mongo,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    FIREBASE_PROJECT_ID: base.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
    CORS_ORIGINS: webOrigins(ports).join(','),
    // Every account of a local stack is new and comes from 127.0.0.1 (the e2e suite registers
    // dozens): the production caps on fresh accounts would refuse them.
    NEW_ACCOUNTS_PER_IP_PER_DAY: base.NEW_ACCOUNTS_PER_IP_PER_DAY || '10000',
    NEW_ACCOUNT_HOLDS_PER_SELLER: base.NEW_ACCOUNT_HOLDS_PER_SELLER || '10000',
    // Notification e-mail: to the stack's mail catcher unless SMTP_URL names a real server.
    MAIL_CATCHER: mail ? 'true' : 'false',
    ...(mail && { SMTP_PORT: String(mail.smtp) }),
    PUBLIC_APP_URL: urls.shell,
    PUBLIC_API_URL: urls.api,
  };
}

/** What the shell's buildRuntimeConfig(env) reads to fill /config.json. */
export function shellEnv(base: NodeJS.ProcessEnv, ports: Ports): NodeJS.ProcessEnv {
  const urls = stackUrls(ports);
  return {
    ...base,
    API_URL: urls.api,
    STOREFRONT_URL: urls.remotes.storefront,
    BUYER_URL: urls.remotes.buyer,
    SELLER_URL: urls.remotes.seller,
    ADMIN_URL: urls.remotes.admin,
    FIREBASE_PROJECT_ID: base.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  };
}

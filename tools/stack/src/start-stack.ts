// Starts the whole product: embedded-mongo, the Firebase Auth emulator, the mail catcher, the
// API, the shell and each remote on its own port. Production mode builds what is stale and serves
// each web app with its own static server; dev mode runs webpack dev servers and `tsx watch` for
// the API.
// Used by `npm start` / `npm run dev` (stack.ts), the e2e global setup and the shell bench.
// The runtime-config module alone: the build-config package's entry would pull in webpack.
import { buildRuntimeConfig } from '@carmarket/build-config/runtime-config';
import { releasePointers } from '@carmarket/build-config/release/pointers';
import { REMOTE_CONTENT_SECURITY_POLICY, shellContentSecurityPolicy } from '@carmarket/build-config/csp';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator';
import { buildIfStale, type BuildResult } from './build-if-stale';
import { waitForHttp, waitForTcp } from './health';
import { startMailCatcher } from './mail-catcher';
import {
  assertPortsFree,
  findFreePort,
  isPortFree,
  MAIL_CATCHER_PORTS,
  RENDER_SERVER_PORTS,
  resolvePorts,
  type MailPorts,
  type Ports,
} from './ports';
import { renderProxy } from './render-proxy';
import { ServiceProcess } from './processes';
import type { RemoteName } from '@carmarket/shared-ui/src/contract';
import {
  apiEnv,
  BUILD_TARGETS,
  DEFAULT_PROJECT_ID,
  shellEnv,
  stackUrls,
  WEB_APPS,
  WORKSPACES,
  type StackUrls,
  type WebAppName,
} from './services';
import { startStaticServer, type StaticServer } from './static-server';

export const REPO_ROOT = resolve(__dirname, '../../..');

export interface StackOptions {
  /** webpack dev servers with hot reload and `tsx watch` for the API instead of production builds. */
  dev?: boolean;
  /** Where ports, Firebase project and Stripe keys are read from. */
  env?: NodeJS.ProcessEnv;
  /** Database files and logs; default <repo>/.data. */
  dataDir?: string;
  /** Where each remote's release store is: <releasesRoot>/<workspace>; default <repo>/<workspace>/releases. */
  releasesRoot?: string;
  /** Ports not set in env get a free port instead of their default (tests). */
  freePortsByDefault?: boolean;
  /** Print each dev server's and the API's output in this terminal. */
  echoLogs?: boolean;
  onProgress?: (message: string) => void;
  /** Aborting stops whatever has started and makes startStack reject. */
  signal?: AbortSignal;
}

export interface Stack {
  ports: Ports;
  /** The mail catcher's ports; null when SMTP_URL sends mail to a real server. */
  mailPorts: MailPorts | null;
  urls: StackUrls;
  /** The render server (shell/server), which the shell's server asks for its pages; null with SSR=off or in dev mode. */
  renderUrl: string | null;
  dataDir: string;
  logDir: string;
  builds: BuildResult[];
  /** Resolves (never rejects) with the reason when a service stops on its own. */
  failure: Promise<Error>;
  /** Production mode: stop one web app's server, as if its host went down. */
  stopApp(name: WebAppName): Promise<void>;
  /**
   * Production mode: (re)start one web app's server, optionally from another build folder; the
   * shell's with or without asking the render server for its pages (default: as the stack started).
   */
  startApp(name: WebAppName, root?: string, options?: { serverRendering?: boolean }): Promise<void>;
  /** A remote's release store (what `npm run release` publishes to, with RELEASES_DIR set to it). */
  releasesDir(name: RemoteName): string;
  stop(): Promise<void>;
}

interface Command {
  command: string;
  args: string[];
  cwd?: string;
}

const MONGO_START_MS = 30_000;
const API_START_MS = 90_000;
/** firebase-tools is a large CLI: on a busy 2-core machine it can take minutes to answer. */
const AUTH_START_MS = 180_000;
const DEV_SERVER_START_MS = 300_000;
const RENDER_START_MS = 60_000;

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env = options.env ?? process.env;
  const progress = options.onProgress ?? (() => undefined);
  const dataDir = resolve(options.dataDir ?? join(REPO_ROOT, '.data'));
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });

  const ports = await resolvePorts(env, options.freePortsByDefault);
  await assertPortsFree(ports);
  const mailPorts = env.SMTP_URL ? null : await resolvePorts(env, options.freePortsByDefault, MAIL_CATCHER_PORTS);
  if (mailPorts) await assertPortsFree(mailPorts);
  const urls = stackUrls(ports, mailPorts);
  // Public pages drawn on the server (decision 0056), unless SSR=off: production mode only.
  const renderPort = options.dev || env.SSR === 'off' ? null : await renderServerPort(env, options, ports);

  // Everything started so far, stopped in reverse order by stop() or a failed start.
  const stoppers: (() => Promise<void>)[] = [];
  const processes = new Set<ServiceProcess>();
  let reportFailure: (error: Error) => void = () => undefined;
  const failure = new Promise<Error>((done) => (reportFailure = done));
  let stopped = false;
  const cancelBuilds = new AbortController();

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    cancelBuilds.abort();
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
    await Promise.all([...processes].map((proc) => proc.stop())); // builds of an aborted start
  };
  const onAbort = () => void stop();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const checkAborted = () => {
    if (stopped) throw new Error('start aborted');
  };
  const track = (proc: ServiceProcess) => {
    processes.add(proc);
    void proc.exited.then(() => processes.delete(proc));
    if (stopped) void proc.stop();
  };

  /** A long-running child; its exit before stop() is reported as the stack's failure. */
  const spawnService = (name: string, run: Command, serviceEnv: NodeJS.ProcessEnv) => {
    checkAborted();
    const logFile = join(logDir, `${name}.log`);
    const proc = new ServiceProcess({
      name,
      ...run,
      cwd: run.cwd ?? REPO_ROOT,
      env: serviceEnv,
      logFile,
      echo: options.echoLogs,
    });
    track(proc);
    stoppers.push(() => proc.stop());
    void proc.exited.then((result) => {
      if (!proc.stopRequested)
        reportFailure(new Error(`${name} stopped on its own (${result}); log: ${logFile}\n${proc.outputTail}`));
    });
    return proc;
  };

  /**
   * The render server is part of the shell's build (dist-server), and reads its page (dist) per
   * request; `shellDist` makes it read another build's page (the page bench's `--ab`).
   */
  const startRenderServer = async (port: number, shellDist?: string): Promise<void> => {
    const server = spawnService(shellDist ? `render-${port}` : 'render', renderServerCommand(port), {
      ...shellEnv(env, ports),
      // React's production build: its development build made each page cost about twice the CPU.
      NODE_ENV: 'production',
      PUBLIC_APP_URL: urls.shell,
      PUBLIC_API_URL: urls.api,
      RENDER_API_URL: `http://127.0.0.1:${ports.api}`,
      ...(shellDist ? { SHELL_DIST: shellDist } : {}),
    });
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, {
      name: 'render server',
      timeoutMs: RENDER_START_MS,
      exited: server.exited,
      details: () => server.outputTail,
    });
    progress(`render server ready on ${port}${shellDist ? ` (page of ${shellDist})` : ''}`);
  };
  /** A shell build served from another folder gets a render server of its own that reads its page. */
  const otherRenderServers = new Map<string, Promise<number>>();
  const renderServerFor = (root: string): Promise<number> => {
    if (root === join(REPO_ROOT, WORKSPACES.shell, 'dist')) return Promise.resolve(renderPort!);
    let port = otherRenderServers.get(root);
    if (!port) {
      port = findFreePort([...Object.values(ports), renderPort!]).then(async (free) => {
        await startRenderServer(free, root);
        return free;
      });
      otherRenderServers.set(root, port);
    }
    return port;
  };

  const staticServers = new Map<WebAppName, StaticServer>();
  const releasesDir = (app: RemoteName) =>
    options.releasesRoot
      ? join(resolve(options.releasesRoot), WORKSPACES[app])
      : join(REPO_ROOT, WORKSPACES[app], 'releases');
  const followReleasePointers = releasePointers();
  const stopApp = async (app: WebAppName) => {
    await staticServers.get(app)?.stop();
    staticServers.delete(app);
  };
  const startApp = async (
    app: WebAppName,
    root = join(REPO_ROOT, WORKSPACES[app], 'dist'),
    { serverRendering = true }: { serverRendering?: boolean } = {},
  ) => {
    if (options.dev) throw new Error('startApp/stopApp drive the production static servers, not dev servers');
    checkAborted();
    const entry = join(root, app === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(entry)) throw new Error(`${root} is no build of ${app}: it has no ${basename(entry)}`);
    const renderAt = app === 'shell' && renderPort && serverRendering ? await renderServerFor(resolve(root)) : null;
    await stopApp(app);
    const runtimeEnv = shellEnv(env, ports);
    const server = await startStaticServer({
      root,
      port: ports[app],
      spa: app === 'shell',
      cors: app !== 'shell',
      runtimeConfig: app === 'shell' ? () => followReleasePointers(buildRuntimeConfig(runtimeEnv)) : undefined,
      releases: app === 'shell' ? undefined : releasesDir(app),
      // A developer's own stack, on this machine: its browser's tools show the source.
      sourceMaps: true,
      // The API's PUBLIC_APP_URL is this shell (apiEnv); servers reach each other over 127.0.0.1.
      seo: app === 'shell' ? { appUrl: urls.shell, apiUrl: `http://127.0.0.1:${ports.api}` } : undefined,
      session: app === 'shell' ? { apiUrl: `http://127.0.0.1:${ports.api}` } : undefined,
      renderPage: renderAt ? renderProxy(`http://127.0.0.1:${renderAt}`) : undefined,
      contentSecurityPolicy:
        app === 'shell'
          ? shellContentSecurityPolicy(buildRuntimeConfig(runtimeEnv), readFileSync(entry, 'utf8'))
          : REMOTE_CONTENT_SECURITY_POLICY,
    });
    staticServers.set(app, server);
  };
  stoppers.push(async () => {
    for (const app of [...staticServers.keys()]) await stopApp(app);
  });

  try {
    const mongoReady = (async () => {
      const mongo = spawnService('mongo', mongoCommand(ports.mongo, join(dataDir, 'mongo')), env);
      await waitForTcp('127.0.0.1', ports.mongo, {
        name: 'embedded-mongo',
        timeoutMs: MONGO_START_MS,
        exited: mongo.exited,
        details: () => mongo.outputTail,
      });
      progress(`embedded-mongo ready on ${ports.mongo}`);
    })();

    const authReady = (async (): Promise<AuthEmulator> => {
      const emulator = await startAuthEmulator({
        port: ports.auth,
        projectId: env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
        startTimeoutMs: AUTH_START_MS,
      });
      if (stopped) await emulator.stop(); // stop() ran while the emulator was starting
      stoppers.push(() => emulator.stop());
      checkAborted();
      progress(`Auth emulator ready on ${ports.auth}`);
      return emulator;
    })();

    const mailReady = (async () => {
      if (!mailPorts) return;
      const catcher = await startMailCatcher({
        dir: join(dataDir, 'mail'),
        smtpPort: mailPorts.smtp,
        uiPort: mailPorts.mailUi,
      });
      stoppers.push(() => catcher.stop());
      checkAborted();
      progress(`Mail catcher ready on ${mailPorts.smtp} (its page on ${mailPorts.mailUi})`);
    })();

    let builds: BuildResult[] = [];
    if (options.dev) {
      const apiReady = Promise.all([mongoReady, authReady, mailReady]).then(([, emulator]) =>
        startApi(emulator, { command: 'npm', args: ['run', 'dev', '-w', WORKSPACES.api] }),
      );
      await Promise.all([apiReady, ...WEB_APPS.map((app) => startDevServer(app))]);
    } else {
      // Each server starts as soon as its own build is fresh, while the others still build.
      const building = buildIfStale(REPO_ROOT, BUILD_TARGETS, logDir, progress, track, cancelBuilds.signal);
      const apiReady = Promise.all([building.get('api')!, mongoReady, authReady, mailReady]).then(([, , emulator]) =>
        startApi(emulator, { command: process.execPath, args: ['dist/main.js'], cwd: join(REPO_ROOT, WORKSPACES.api) }),
      );
      const appsReady = WEB_APPS.map((app) =>
        building.get(app)!.then(async () => {
          await startApp(app);
          progress(`${app} served on ${ports[app]}`);
        }),
      );
      await Promise.all([
        apiReady,
        ...appsReady,
        ...(renderPort ? [building.get('shell')!.then(() => startRenderServer(renderPort))] : []),
      ]);
      builds = await Promise.all([...building.values()]);
    }

    checkAborted();
    options.signal?.removeEventListener('abort', onAbort);
    return {
      ports,
      mailPorts,
      urls,
      renderUrl: renderPort ? `http://127.0.0.1:${renderPort}` : null,
      dataDir,
      logDir,
      builds,
      failure,
      stopApp,
      startApp,
      releasesDir,
      stop,
    };

    async function startApi(emulator: AuthEmulator, command: Command): Promise<void> {
      const api = spawnService('api', command, apiEnv(env, ports, emulator.host, mailPorts));
      await waitForHttp(`http://127.0.0.1:${ports.api}/health`, {
        name: 'API',
        timeoutMs: API_START_MS,
        exited: api.exited,
        details: () => api.outputTail,
      });
      const instances = Number(apiEnv(env, ports, emulator.host).API_INSTANCES);
      progress(`API ready on ${ports.api}${instances > 1 ? ` (${instances} processes)` : ''}`);
    }

    async function startDevServer(app: WebAppName): Promise<void> {
      const server = spawnService(
        `${app}-dev`,
        {
          command: 'npm',
          // The page is opened as localhost; a hot-reload socket to 127.0.0.1 (where the dev
          // server binds) fails the dev server's Origin check, so clients use localhost too.
          args: [
            'run',
            'dev',
            '-w',
            WORKSPACES[app],
            '--',
            '--port',
            String(ports[app]),
            '--client-web-socket-url',
            `ws://localhost:${ports[app]}/ws`,
          ],
        },
        shellEnv(env, ports),
      );
      const probe = app === 'shell' ? '/' : '/mf-manifest.json';
      await waitForHttp(`http://127.0.0.1:${ports[app]}${probe}`, {
        name: `${app} dev server`,
        timeoutMs: DEV_SERVER_START_MS,
        exited: server.exited,
        details: () => server.outputTail,
      });
      progress(`${app} dev server ready on ${ports[app]}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The render server's port: RENDER_PORT, else its default (or a free one), never one of the stack's others. */
async function renderServerPort(env: NodeJS.ProcessEnv, options: StackOptions, ports: Ports): Promise<number> {
  for (;;) {
    const { render } = await resolvePorts(env, options.freePortsByDefault, RENDER_SERVER_PORTS);
    if (Object.values(ports).includes(render) && !env.RENDER_PORT) continue;
    if (!(await isPortFree(render)))
      throw new Error(
        `Port ${render} (RENDER_PORT, the render server) is already in use: RENDER_PORT=<port> npm start`,
      );
    return render;
  }
}

/**
 * The render server as the shell's production build bundled it (shell/dist-server): its TypeScript
 * went through the browser builds' rule, so the chrome it draws has the browser's class names.
 */
function renderServerCommand(port: number): Command {
  return {
    command: process.execPath,
    args: [join(REPO_ROOT, 'shell', 'dist-server', 'main.js'), '--port', String(port)],
  };
}

/** The embedded-mongo CLI, found through its package (its bin link may not exist yet). */
function mongoCommand(port: number, dbPath: string): Command {
  const manifestPath = require.resolve('@carmarket/embedded-mongo/package.json');
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
  return {
    command: process.execPath,
    args: [join(dirname(manifestPath), bin['embedded-mongo']), '--port', String(port), '--dbpath', dbPath],
  };
}

// A dashboard page drawn on the server for the session's viewer, as the browser's routes draw it:
// the shell's DashboardLayout with the role's side menu (from the dashboard remotes' routing facts,
// the browser's own registry), and inside it the screen of the remote whose route the path is,
// drawn by that remote's server bundle at the version its release pointer names. A route the
// viewer's role may not open is the not-found page (404), before any of the remote's code runs; a
// route the remote draws only in the browser is the browser's page (null).
import {
  CONTRACT_VERSION,
  roleAllowed,
  type PageHead,
  type RemoteName,
  type ServerPage,
  type ServerRemoteModule,
  type ServerRenderContext,
} from '@carmarket/shared-ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import { RemoteRefusedError } from '../src/federation/contract-version';
import { DASHBOARD_REMOTES } from '../src/federation/remote-mounts';
import { createRemoteRegistry } from '../src/federation/remote-registry';
import { RegistryProvider } from '../src/federation/RegistryContext';
import type { RoutingFacts } from '../src/federation/routing-facts';
import { DashboardLayout } from '../src/layout/DashboardLayout';
import { NotFoundPage } from '../src/pages/NotFoundPage';
import { RemoteBoundary } from '../src/remote/RemoteBoundary';
import { RequireAccess } from '../src/routing/RequireAccess';
import { Fallback } from './metrics';
import type { TreeFrame } from './render-tree';
import { serverBundleUrl } from './server-modules';

export interface DashboardSources {
  /** Each dashboard remote's mf-manifest.json at the version its release pointer names now. */
  manifests(): Promise<Record<RemoteName, string>>;
  /** The routing facts of a remote's manifest (RemoteFacts). */
  facts(name: RemoteName, manifestUrl: string, signal: AbortSignal): Promise<RoutingFacts>;
  /** Loads a server bundle by URL (ServerModules). */
  loadModule(url: string, signal: AbortSignal): Promise<ServerRemoteModule>;
}

export interface DrawnDashboard {
  /** The remote whose route the path is (its failures are counted under its name). */
  remote: RemoteName;
  rendered: ServerPage;
  frame: TreeFrame;
  /** The server bundle that drew the page ('' for a not-found page the shell drew). */
  bundle: string;
}

type Route = RoutingFacts['routes'][number];

const major = (version: string) => version.split('.')[0];

/** The remote route a dashboard path opens, as the browser's router matches it. */
function routeOf(facts: readonly RoutingFacts[], pathname: string): { remote: RemoteName; route: Route } | null {
  for (const remote of facts)
    for (const route of remote.routes) {
      const pattern = route.path === '' ? '/dashboard' : `/dashboard/${route.path}`;
      if (matchPath({ path: pattern, end: true }, pathname)) return { remote: remote.name, route };
    }
  return null;
}

const notFoundHead = (url: URL, publicAppUrl: string): PageHead => ({
  title: 'Page not found | CarMarket',
  description: 'There is no page at this address on CarMarket.',
  canonical: `${publicAppUrl.replace(/\/+$/, '')}${url.pathname}`,
  type: 'website',
  jsonLd: [],
});

/**
 * The not-found page as a route that refused the path draws it (the shell's NotFound: the page
 * in a Suspense boundary), imported here rather than loaded lazily, so the server has it at once.
 */
const Refused = () => (
  <Suspense fallback={null}>
    <NotFoundPage />
  </Suspense>
);

/** Within the request's deadline, or a Fallback for `remote` with the failure's reason. */
async function forRemote<T>(remote: RemoteName, work: Promise<T>, signal: AbortSignal, failed: Fallback['reason']) {
  try {
    return await new Promise<T>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      work.then(resolve, reject);
    });
  } catch (error) {
    if (error instanceof Fallback) throw error;
    const reason = signal.aborted ? 'timeout' : error instanceof RemoteRefusedError ? 'contract' : failed;
    throw new Fallback(reason, error, remote);
  }
}

/** The page for a /dashboard path and a signed-in `context.viewer`, or null: the browser draws it. */
export async function drawDashboard(
  url: URL,
  context: ServerRenderContext,
  sources: DashboardSources,
  signal: AbortSignal,
): Promise<DrawnDashboard | null> {
  const viewer = context.viewer!;
  const manifests = await sources.manifests();
  // Every dashboard remote's facts, as the browser has them when it hydrates: its menu is all of theirs.
  const facts = await Promise.all(
    DASHBOARD_REMOTES.map((name) => forRemote(name, sources.facts(name, manifests[name], signal), signal, 'missing')),
  );
  const registry = createRemoteRegistry({
    facts: async (name) => facts.find((f) => f.name === name)!,
    contract: async () => {
      throw new Error('a server render loads no contract');
    },
  });
  await Promise.all(DASHBOARD_REMOTES.map((name) => registry.getState().load(name)));
  const Providers = ({ children }: { children: ReactNode }) => (
    <RegistryProvider registry={registry}>{children}</RegistryProvider>
  );
  const frame = (Screen: ComponentType): TreeFrame => ({ Screen, Layout: DashboardLayout, Providers });
  const notFound = (remote: RemoteName, Screen: ComponentType, bundle = ''): DrawnDashboard => ({
    remote,
    rendered: { status: 404, head: notFoundHead(url, context.publicAppUrl), data: {} },
    frame: frame(Screen),
    bundle,
  });

  const match = routeOf(facts, url.pathname);
  // No remote's route: the dashboard's unmatched route, the not-found page itself.
  if (!match) return notFound('buyer', NotFoundPage);
  const { remote, route } = match;
  if (!roleAllowed(route.access, viewer.role)) return notFound(remote, Refused);

  const bundle = serverBundleUrl(manifests[remote]);
  const module = await forRemote(remote, sources.loadModule(bundle, signal), signal, 'missing');
  if (major(module.contractVersion) !== major(CONTRACT_VERSION))
    throw new Fallback(
      'contract',
      `built against contract ${module.contractVersion}, the shell has ${CONTRACT_VERSION}`,
      remote,
    );
  const page = await forRemote(
    remote,
    Promise.resolve().then(() => module.render(url, context)),
    signal,
    'error',
  );
  if (!page) return null;
  if (page.status !== 200 || !page.Component) return notFound(remote, Refused, bundle);
  const Page = page.Component;
  // As the browser's route draws a remote's screen: behind its access check, inside its boundary.
  const Screen = () => {
    const screen = (
      <RemoteBoundary name={remote}>
        <Page />
      </RemoteBoundary>
    );
    return route.access === 'public' ? screen : <RequireAccess access={route.access}>{screen}</RequireAccess>;
  };
  return { remote, rendered: page, frame: frame(Screen), bundle };
}

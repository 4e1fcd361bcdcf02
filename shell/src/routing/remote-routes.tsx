import { pageName, type RemoteModule, type RemoteName, type RemoteRoute } from '@carmarket/shared-ui';
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { REMOTE_LABELS } from '../federation/remote-mounts';
import type { RemoteRegistryStore } from '../federation/remote-registry';
import { useRemoteRegistry } from '../federation/RegistryContext';
import type { RoutingFacts } from '../federation/routing-facts';
import { NotFound } from './NotFound';
import { RemoteBoundary } from '../remote/RemoteBoundary';
import { RemoteFallback } from '../remote/RemoteFallback';
import { guardRoute } from './access';
import { useDocumentTitle } from './useDocumentTitle';

type RouteFact = RoutingFacts['routes'][number];

/** The route of a loaded contract that the routing facts name; a mismatch is a broken release. */
function contractRoute(module: RemoteModule, path: string): RemoteRoute {
  const route = module.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The ${module.name} remote's code has no route '${path}' although its manifest lists it`);
  return route;
}

function RemoteRouteElement({ remote, path }: { remote: RemoteName; path: string }) {
  const { pathname } = useLocation();
  // The route's loader loaded the contract before this renders.
  const route = contractRoute(
    useRemoteRegistry((r) => r.contracts[remote])!,
    path,
  );
  useDocumentTitle(pageName(route.title, useLoaderData()));
  return (
    <RemoteBoundary key={pathname} name={remote}>
      <route.Component />
    </RemoteBoundary>
  );
}

/** RequireAccess's chunk; the entry's early reads ask for it early when the first page needs it. */
export const loadRequireAccess = () => import(/* webpackChunkName: "require-access" */ './RequireAccess');

/**
 * What a route renders. A public screen needs no gate; any other one is shown inside
 * RequireAccess (re-checks as sign-in state changes, e.g. a sign-out elsewhere), which the
 * router loads with the route's data, so a visitor who never opens such a screen never
 * downloads it.
 */
function routeView(remote: RemoteName, fact: RouteFact): Pick<RouteObject, 'element' | 'lazy'> {
  if (fact.access === 'public') return { element: <RemoteRouteElement remote={remote} path={fact.path} /> };
  return {
    // Only the component is lazy: the route's loader (the remote's code, the page's data) need not wait for it.
    lazy: {
      Component: async () => {
        const { RequireAccess } = await loadRequireAccess();
        return () => (
          <RequireAccess access={fact.access}>
            <RemoteRouteElement remote={remote} path={fact.path} />
          </RequireAccess>
        );
      },
    },
  };
}

/** A remote route's loader failed: 404 (missing, or not for this role) or a contained fallback. */
function RemoteRouteError({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <RemoteFallback
      area={REMOTE_LABELS[remote]}
      detail={detail}
      retrying={navigation.state !== 'idle'}
      onRetry={() => navigate(pathname + search, { replace: true })}
    />
  );
}

/** Where a contract route sits: the storefront's under the root layout ('' is its index), the
 *  dashboard remotes' under the pathless dashboard layout, so with the 'dashboard/' prefix. */
function routePath(mount: RemoteModule['mount'], path: string): Pick<RouteObject, 'index' | 'path'> {
  if (mount === '/') return path === '' ? { index: true } : { path };
  return { path: path === '' ? 'dashboard' : `dashboard/${path}` };
}

/**
 * A remote's routes, from its routing facts, as react-router routes: its index ('' path) and
 * paths under its mount. Opening one loads the remote's code and runs the route's own loader once
 * access is granted; the screen renders inside the remote's boundary. A dashboard remote's code
 * waits for the access check (a visitor it is not for downloads nothing of it); the storefront's
 * loads while sign-in state settles (every visitor uses the storefront, so nothing is wasted).
 */
export function remoteRouteObjects(facts: RoutingFacts, registry: RemoteRegistryStore): RouteObject[] {
  return facts.routes.map((fact) => ({
    id: `${facts.name}:${fact.path || 'index'}`,
    ...routePath(facts.mount, fact.path),
    loader: async (args: Parameters<NonNullable<RemoteRoute['loader']>>[0]) => {
      const contract = facts.mount === '/' ? registry.getState().loadContract(facts.name) : null;
      contract?.catch(() => {}); // reported below, once access is granted
      await guardRoute(fact.access, args.request);
      const route = contractRoute(await (contract ?? registry.getState().loadContract(facts.name)), fact.path);
      return route.loader ? route.loader(args) : null;
    },
    ...routeView(facts.name, fact),
    errorElement: <RemoteRouteError remote={facts.name} />,
  })) as RouteObject[];
}

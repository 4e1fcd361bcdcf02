import { pageName, type RemoteModule, type RemoteName, type RemoteRoute } from '@carmarket/shared-ui';
import { isRouteErrorResponse, useLoaderData, useLocation, useNavigate, useNavigation, useRouteError, type RouteObject } from 'react-router-dom';
import { REMOTE_LABELS } from '../federation/remote-mounts';
import { NotFound } from './NotFound';
import { RemoteBoundary } from '../remote/RemoteBoundary';
import { RemoteUnavailable } from '../remote/RemoteUnavailable';
import { guardRoute } from './access';
import { useDocumentTitle } from './useDocumentTitle';

function RemoteRouteElement({ remote, route }: { remote: RemoteName; route: RemoteRoute }) {
  const { pathname } = useLocation();
  useDocumentTitle(pageName(route.title, useLoaderData()));
  return (
    <RemoteBoundary key={pathname} name={remote}>
      <route.Component />
    </RemoteBoundary>
  );
}

/**
 * What a route renders. A public screen needs no gate; any other one is shown inside
 * RequireAccess (re-checks as sign-in state changes, e.g. a sign-out elsewhere), which the
 * router loads with the route's data, so a visitor who never opens such a screen never
 * downloads it.
 */
function routeView(remote: RemoteName, route: RemoteRoute): Pick<RouteObject, 'element' | 'lazy'> {
  if (route.access === 'public') return { element: <RemoteRouteElement remote={remote} route={route} /> };
  return {
    lazy: async () => {
      const { RequireAccess } = await import('./RequireAccess');
      return {
        Component: () => (
          <RequireAccess access={route.access}>
            <RemoteRouteElement remote={remote} route={route} />
          </RequireAccess>
        ),
      };
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
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <RemoteUnavailable
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
 * A remote's contract as react-router routes: its index ('' path) and paths under its mount,
 * each behind the role guard (before data loads and while shown) and the remote's boundary.
 */
export function remoteRouteObjects(module: RemoteModule): RouteObject[] {
  return module.routes.map((route) => {
    const guarded = route.access !== 'public' || route.loader;
    return {
      id: `${module.name}:${route.path || 'index'}`,
      ...routePath(module.mount, route.path),
      ...(guarded
        ? {
            loader: async (args: Parameters<NonNullable<RemoteRoute['loader']>>[0]) => {
              await guardRoute(route.access, args.request);
              return route.loader ? route.loader(args) : null;
            },
          }
        : {}),
      ...routeView(module.name, route),
      errorElement: <RemoteRouteError remote={module.name} />,
    } as RouteObject;
  });
}

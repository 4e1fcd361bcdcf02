import type { RemoteModule, RemoteName, RemoteRoute } from '@carmarket/shared-ui';
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRouteError, type RouteObject } from 'react-router-dom';
import { REMOTE_LABELS } from '../federation/remote-mounts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteBoundary } from '../remote/RemoteBoundary';
import { RemoteUnavailable } from '../remote/RemoteUnavailable';
import { guardRoute } from './access';
import { RequireAccess } from './RequireAccess';
import { useDocumentTitle } from './useDocumentTitle';

function RemoteRouteElement({ remote, route }: { remote: RemoteName; route: RemoteRoute }) {
  const { pathname } = useLocation();
  useDocumentTitle(route.title);
  return (
    <RequireAccess access={route.access}>
      <RemoteBoundary key={pathname} name={remote}>
        <route.Component />
      </RemoteBoundary>
    </RequireAccess>
  );
}

/** A remote route's loader failed: 404 (missing, or not for this role) or a contained fallback. */
function RemoteRouteError({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
      element: <RemoteRouteElement remote={module.name} route={route} />,
      errorElement: <RemoteRouteError remote={module.name} />,
    } as RouteObject;
  });
}

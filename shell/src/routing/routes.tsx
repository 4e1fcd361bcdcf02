import type { RemoteName } from '@carmarket/shared-ui';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { REMOTE_MOUNTS, remotesForPath } from '../federation/remote-mounts';
import type { RemoteRegistryStore } from '../federation/remote-registry';
import { AppLayout } from '../layout/AppLayout';
import { guardRoute } from './access';
import { remoteRouteObjects } from './remote-routes';

/**
 * The shell's own routes. Remote routes are added on first navigation into their area
 * (discoverRemoteRoutes): the storefront's under 'root', the dashboard remotes' under the
 * (pathless) 'dashboard' layout.
 * Until then (or when a remote is down) the '*' routes answer.
 */
// No route matched: its own chunk too (a first visit to '/' matches the storefront's home).
const unmatchedRoute = async () => ({ Component: (await import('./UnmatchedRoute')).UnmatchedRoute });

export function shellRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      HydrateFallback: AppLayout, // the same component: see AppLayout
      children: [
        // Screens a first visit to '/' does not show are their own chunks, loaded on the way there.
        { path: 'login', lazy: async () => ({ Component: (await import('../pages/LoginPage')).LoginPage }) },
        { path: 'register', lazy: async () => ({ Component: (await import('../pages/RegisterPage')).RegisterPage }) },
        {
          path: 'reset-password',
          lazy: async () => ({ Component: (await import('../pages/ResetPasswordPage')).ResetPasswordPage }),
        },
        // Help and the policies: public, so they open signed out (from the register page, e-mails, the footer's pages).
        { path: 'help', lazy: async () => ({ Component: (await import('../pages/info/HelpPage')).HelpPage }) },
        { path: 'safety', lazy: async () => ({ Component: (await import('../pages/info/SafetyPage')).SafetyPage }) },
        { path: 'terms', lazy: async () => ({ Component: (await import('../pages/info/TermsPage')).TermsPage }) },
        { path: 'privacy', lazy: async () => ({ Component: (await import('../pages/info/PrivacyPage')).PrivacyPage }) },
        {
          // Pathless on purpose: were it the route of '/dashboard' itself, that URL would match
          // before the remotes' routes exist and the router would never ask for them.
          id: 'dashboard',
          // With the role known: the dashboard's menu and home follow it (and would shift in later).
          loader: async ({ request }) => (await guardRoute('signed-in', request, true), null),
          lazy: async () => ({ Component: (await import('../layout/DashboardLayout')).DashboardLayout }),
          children: [{ path: 'dashboard/*', lazy: unmatchedRoute }],
        },
        { path: '*', lazy: unmatchedRoute },
      ],
    },
  ];
}

const MOUNT_ROUTE_ID = { '/': 'root', '/dashboard': 'dashboard' } as const;

/** Loads the routing facts of the remotes that may own a path and adds their routes, once each;
 *  a remote's code loads only when one of its routes is opened (remoteRouteObjects). */
export function discoverRemoteRoutes(registry: RemoteRegistryStore): PatchRoutesOnNavigationFunction {
  const patched = new Set<RemoteName>();
  return async ({ path, patch, signal }) => {
    const pathname = new URL(path, 'http://x').pathname;
    const pending = remotesForPath(pathname).filter((name) => !patched.has(name));
    await Promise.all(
      pending.map(async (name) => {
        try {
          const facts = await registry.getState().load(name);
          if (signal.aborted || patched.has(name)) return;
          patch(MOUNT_ROUTE_ID[REMOTE_MOUNTS[name]], remoteRouteObjects(facts, registry));
          patched.add(name);
        } catch {
          // Recorded in the registry; UnmatchedRoute shows this remote's fallback with Retry.
        }
      }),
    );
  };
}

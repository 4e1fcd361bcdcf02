// Renders buyer screens the way the shell hosts them: theme, the API cache (SWR's default one, as
// in the shell, emptied after each test by render-screen), the one toaster, a signed-in buyer and
// a data router with the remote's routes (the payment screen's order comes from a loader).
import { AppToaster, swrDefaults, theme, ThemeProvider, type AuthUser } from '@carmarket/shared-ui';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { isRouteErrorResponse, RouterProvider, useRouteError, type RouteObject } from 'react-router-dom';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { SWRConfig } from 'swr';
import { signInAs as signInWithRole } from '@carmarket/shared-ui/test/render-screen';
import remote from '../src/remote';

export const BUYER: AuthUser = {
  uid: 'uid-dana',
  email: 'demo.buyer@carmarket.test',
  displayName: 'Dana Buyer',
  photoURL: null,
  emailVerified: true,
};

export function signInAs(user: AuthUser = BUYER): AuthUser {
  return signInWithRole('Buyer', user);
}

/** Stands in for the shell's not-found route. */
function RouteError() {
  const error = useRouteError();
  return (
    <p>{isRouteErrorResponse(error) && error.status === 404 ? 'shell: not found' : `shell: error ${String(error)}`}</p>
  );
}

function buyerRoutes(): RouteObject[] {
  return remote.routes.map((route) => {
    const common = {
      loader: route.loader,
      ErrorBoundary: RouteError,
      element: (
        <Suspense fallback={<p>loading screen…</p>}>
          <route.Component />
        </Suspense>
      ),
    };
    return route.path === '' ? { index: true, ...common } : { path: route.path, ...common };
  });
}

/** Opens `path` (e.g. '/dashboard/payment/42') with every buyer route mounted under /dashboard. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', HydrateFallback: () => null, children: buyerRoutes() },
      { path: '/category/:id', element: <p>storefront: category</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrDefaults, dedupingInterval: 0, errorRetryCount: 0 }}>
        <RouterProvider router={router} />
        <AppToaster />
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...view, router };
}

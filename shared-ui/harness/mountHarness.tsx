// A remote's standalone dev page: its routes mounted where the shell would mount them, inside
// the same providers, with a bar to sign in (Demo Login) and jump between its pages. Not part of
// the shared-ui singleton: each remote's bootstrap imports it directly. It imports the kit by
// package name, like the pages do, so both get the one shared instance (one auth store).
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, NavLink, Outlet, RouterProvider, useMatches, type RouteObject } from 'react-router-dom';
import {
  AppProviders,
  Button,
  Container,
  Spinner,
  loadRuntimeConfig,
  pageName,
  pageTitle,
  toast,
  useAuth,
  styled,
  type RemoteModule,
  type RemoteRoute,
} from '@carmarket/shared-ui';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  padding: 10px 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const BarInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
  a {
    color: #fff;
  }
  a.active {
    font-weight: 700;
    text-decoration-thickness: 2px;
  }
`;
const Main = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
`;

interface RouteHandle {
  route: RemoteRoute;
}

function Layout({ remote }: { remote: RemoteModule }) {
  const { user, role, loading, demoLogin, signOut } = useAuth();
  const matches = useMatches();
  // The deepest match carrying a contract route (set as its handle in mountHarness) names the page.
  const shown = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.route);
  const title = shown && pageName((shown.handle as RouteHandle).route.title, shown.data);
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
  // Routes that need no parameter, so no loader data either: their titles are plain names.
  const links = remote.routes.filter((r) => !r.path.includes(':') && typeof r.title === 'string');
  return (
    <>
      <Bar>
        <BarInner>
          <strong>{remote.name} remote · standalone</strong>
          <nav aria-label="Remote pages">
            {links.map((r) => (
              <NavLink key={r.path} to={joinPath(remote.mount, r.path)} end style={{ marginRight: 14 }}>
                {r.title as string}
              </NavLink>
            ))}
          </nav>
          <span style={{ marginLeft: 'auto' }}>
            {loading ? 'checking sign-in…' : user ? `${user.email} (${role})` : 'signed out'}
          </span>
          {user ? (
            <Button size="sm" variant="secondary" onClick={() => void signOut()}>
              LogOut
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void demoLogin().then((ok) => ok && toast.success('SIGN IN SUCCESSFULLY'))}
            >
              Demo Login
            </Button>
          )}
        </BarInner>
      </Bar>
      <Main as="main">
        <Outlet />
      </Main>
    </>
  );
}

function joinPath(mount: string, path: string): string {
  return `${mount.replace(/\/$/, '')}/${path}`.replace(/\/$/, '') || '/';
}

export function mountHarness(remote: RemoteModule): void {
  const routes: RouteObject[] = remote.routes.map((r) => ({
    path: joinPath(remote.mount, r.path),
    loader: r.loader,
    handle: { route: r } satisfies RouteHandle,
    element: (
      <Suspense fallback={<Spinner />}>
        <r.Component />
      </Suspense>
    ),
  }));
  const router = createBrowserRouter([{ element: <Layout remote={remote} />, children: routes }]);
  const root = createRoot(document.getElementById('root')!);
  loadRuntimeConfig()
    .then(() => useAuth.getState().start())
    .catch((err: Error) => toast.error(`No runtime config: ${err.message}`))
    .finally(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
}

// Start-up: runtime config, Module Federation, auth, then the router. Everything the remotes
// share (theme, SWR config, toaster, auth store) is provided once, here.
import {
  AppProviders,
  endTakeOver,
  ErrorState,
  isServerDrawn,
  loadRuntimeConfig,
  pageViewer,
  serverAnswers,
  ServerViewerProvider,
  setRuntimeConfig,
  useAuth,
} from '@carmarket/shared-ui';
import { SWRConfig } from 'swr';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { startModuleFederation } from './federation/module-federation';
import { RegistryProvider } from './federation/RegistryContext';
import { adoptFirstPageReads } from './federation/first-page-data';
import { takeEarlyConfig } from './federation/preload';
import { createRemoteRegistry } from './federation/remote-registry';
import { discoverRemoteRoutes, shellRoutes } from './routing/routes';
import { nextTask } from './next-task';

/** Resolves once the first page's route, its code and its data are in (React Router's initial load). */
function firstPageLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Once the app has hydrated the server's markup, the page answers clicks again, the answers it
 * carried are read from the API as always, and the auth store starts: a report of its while
 * hydrating would make React hydrate the rest at once and draw its readers again. It wraps the app rather than sitting beside it: a sibling would shift every `useId`
 * below from the server's.
 */
function Hydrated({ host, children }: { host: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    host.removeAttribute('inert');
    endTakeOver();
    useAuth.getState().start();
  }, [host]);
  return children;
}

async function start() {
  const host = document.getElementById('root')!;
  // Each start-up step in a task of its own: this chunk's evaluation, Module Federation's set-up,
  // the router's (which starts the first route's loads) and hydration each run while a
  // server-drawn page is already shown, where one long task is blocking time.
  await nextTask();
  let config;
  try {
    const early = await takeEarlyConfig();
    config = early ? setRuntimeConfig(early) : await loadRuntimeConfig();
  } catch (err) {
    createRoot(host).render(
      <AppProviders>
        <div style={{ maxWidth: 560, margin: '64px auto', padding: 16 }}>
          <ErrorState
            title="CarMarket could not start"
            message={(err as Error).message}
            onRetry={() => window.location.reload()}
          />
        </div>
      </AppProviders>,
    );
    return;
  }
  const registry = createRemoteRegistry(startModuleFederation(config));
  await nextTask();
  const serverDrawn = isServerDrawn();
  // A page the server drew is taken over as the server drew it, for whom it was drawn (the route
  // guards go by that person meanwhile): the store starts once it is (Hydrated).
  if (!serverDrawn) {
    useAuth.getState().start();
    void adoptFirstPageReads();
  }
  // Taken before the routes' loaders take theirs: what the server's reads answered, for the hooks'
  // first render (the server drew with the same), and whom the page was drawn for (decision 0064).
  const fallback = serverAnswers();
  const drawnFor = pageViewer() ?? null;
  const drawnAt = location.pathname + location.search;
  const router = createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: discoverRemoteRoutes(registry) });
  const app = (
    <StrictMode>
      <Hydrated host={host}>
        <ServerViewerProvider viewer={drawnFor}>
          <AppProviders>
            <SWRConfig value={{ fallback }}>
              <RegistryProvider registry={registry}>
                <RouterProvider router={router} />
              </RegistryProvider>
            </SWRConfig>
          </AppProviders>
        </ServerViewerProvider>
      </Hydrated>
    </StrictMode>
  );
  if (!serverDrawn) return createRoot(host).render(app);
  // The server's markup is hydrated once the first route's code and data are in (React Router's
  // initial load), so the first render draws the same page the server drew (decision 0056).
  await firstPageLoaded(router);
  // The route went elsewhere meanwhile (signed out in this browser since: the login page): that
  // page is drawn anew over the server's, which was for a session this browser no longer has.
  const { pathname, search } = router.state.location;
  if (pathname + search !== drawnAt) {
    host.replaceChildren();
    return createRoot(host).render(app);
  }
  // In a transition, React hydrates in slices of a few milliseconds (the default lane would be one
  // long task after the first paint). Nothing the page reads changes meanwhile: the auth store
  // starts once the root is hydrated (decision 0056).
  startTransition(() => {
    hydrateRoot(host, app, { onRecoverableError: reportHydrationProblem });
  });
}

/** A hydration mismatch React recovered from by drawing that part anew: a defect to fix, so it is loud. */
function reportHydrationProblem(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(
    `[shell] hydration: ${error instanceof Error ? error.message : String(error)}${cause}`,
    info.componentStack ?? '',
  );
}

void start();

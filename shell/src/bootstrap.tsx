// Start-up: runtime config, Module Federation, auth, then the router. Everything the remotes
// share (theme, SWR config, toaster, auth store) is provided once, here.
import {
  AppProviders,
  ErrorState,
  isServerDrawn,
  loadRuntimeConfig,
  setRuntimeConfig,
  useAuth,
} from '@carmarket/shared-ui';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { startModuleFederation } from './federation/module-federation';
import { RegistryProvider } from './federation/RegistryContext';
import { adoptFirstPageReads } from './federation/first-page-data';
import { takeEarlyConfig } from './federation/preload';
import { createRemoteRegistry } from './federation/remote-registry';
import { discoverRemoteRoutes, shellRoutes } from './routing/routes';

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

/** The app's first commit replaced the server's markup: the page answers clicks again. */
function TakenOver({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => host.removeAttribute('inert'), [host]);
  return null;
}

async function start() {
  const host = document.getElementById('root')!;
  const root = createRoot(host);
  let config;
  try {
    const early = await takeEarlyConfig();
    config = early ? setRuntimeConfig(early) : await loadRuntimeConfig();
  } catch (err) {
    root.render(
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
  useAuth.getState().start();
  void adoptFirstPageReads();
  const router = createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: discoverRemoteRoutes(registry) });
  // A page drawn on the server stays as it is until the app can draw the same page in one go, instead
  // of the skeleton in between (the app's first commit replaces the server's markup: decision 0056).
  if (isServerDrawn()) await firstPageLoaded(router);
  root.render(
    <StrictMode>
      <TakenOver host={host} />
      <AppProviders>
        <RegistryProvider registry={registry}>
          <RouterProvider router={router} />
        </RegistryProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void start();

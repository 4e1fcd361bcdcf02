// Start-up: runtime config, Module Federation, auth, then the router. Everything the remotes
// share (theme, SWR config, toaster, auth store) is provided once, here.
import { AppProviders, ErrorState, loadRuntimeConfig, setRuntimeConfig, useAuth } from '@carmarket/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { startModuleFederation } from './federation/module-federation';
import { RegistryProvider } from './federation/RegistryContext';
import { adoptFirstPageReads } from './federation/first-page-data';
import { takeEarlyConfig } from './federation/preload';
import { createRemoteRegistry } from './federation/remote-registry';
import { discoverRemoteRoutes, shellRoutes } from './routing/routes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
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
  root.render(
    <StrictMode>
      <AppProviders>
        <RegistryProvider registry={registry}>
          <RouterProvider router={router} />
        </RegistryProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void start();

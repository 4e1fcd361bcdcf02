// One page drawn on the server: the shell's layout (nav, footer; the auth area signed in for the
// session's viewer, else the reserved slot the browser fills) around a remote's page, with everything that holds state created for
// this request alone: the router, the API cache (SWR, with the page's reads as its fallback) and the
// style sheet that collects the rules the page used.
import {
  AppProviders,
  ServerStyleSheet,
  ServerViewerProvider,
  type ServerPage,
  type ServerViewer,
} from '@carmarket/shared-ui';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// The static router is for servers only, so the browsers' shared router API leaves it out.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppLayout } from '../src/layout/AppLayout';
import { NotFoundPage } from '../src/pages/NotFoundPage';
import { RemoteBoundary } from '../src/remote/RemoteBoundary';

export interface RenderedTree {
  /** The markup inside #root. */
  html: string;
  /** The page's <style> elements. */
  styles: string;
}

/** What surrounds a page other than the storefront's, as the browser's routes draw it (a dashboard's). */
export interface TreeFrame {
  /** What the page's route draws. */
  Screen: ComponentType;
  /** The layout route between the shell's layout and the page (the dashboard's side menu). */
  Layout: ComponentType;
  /** Around the router: what the layout reads (the remotes' routing facts). */
  Providers: ComponentType<{ children: ReactNode }>;
}

const NoProviders = ({ children }: { children: ReactNode }) => children;

/**
 * `viewer`: whom the page is for (the nav signed in, their marks), or null for everyone. `frame`:
 * a page drawn inside a layout of the shell's own (a dashboard's); left out, the storefront's page.
 */
export async function renderTree(
  page: ServerPage,
  url: URL,
  viewer: ServerViewer | null = null,
  frame?: TreeFrame,
): Promise<RenderedTree> {
  const Page = page.status === 200 ? page.Component : undefined;
  // Inside the remote's boundary, as the browser's route draws it: the markup the browser hydrates.
  const Screen: ComponentType =
    frame?.Screen ??
    (Page
      ? () => (
          <RemoteBoundary name="storefront">
            <Page />
          </RemoteBoundary>
        )
      : NotFoundPage);
  const Providers = frame?.Providers ?? NoProviders;
  const loader = () => page.loaderData ?? null;
  // The page wherever it is: '*' matches every path below '/', the index route '/' itself.
  const pageRoute = {
    id: 'page',
    ...(url.pathname === '/' ? { index: true } : { path: '*' }),
    loader,
    Component: Screen,
  };
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: AppLayout,
      children: [frame ? { id: 'layout', Component: frame.Layout, children: [pageRoute] } : pageRoute],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the page's route answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = () => new Map();
  const sheet = new ServerStyleSheet();
  try {
    // The viewer rides in a context, never in a module's state: two visitors' pages drawn at once stay apart.
    const html = renderToString(
      sheet.collectStyles(
        <ServerViewerProvider viewer={viewer}>
          <AppProviders>
            <SWRConfig value={{ provider: cache, fallback: page.data }}>
              <Providers>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </Providers>
            </SWRConfig>
          </AppProviders>
        </ServerViewerProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

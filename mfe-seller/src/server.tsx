// The seller remote's server bundle (server/render.js beside its mf-manifest.json, released with
// it): the seller's dashboard home, Add A Product (the categories to choose from and the seller's
// standing), and My Products (the seller's cars), drawn by the shell's render server inside the
// dashboard's layout. Its other screen, My Buyers, stays the browser's (null).
import type { ComponentType } from 'react';
import { type ServerPage, type ServerRemoteModule, type ServerRenderContext } from '@carmarket/shared-ui';
// Bundled, not shared: the version this bundle was compiled against, not the render server's.
import { CONTRACT_VERSION } from '@carmarket/shared-ui/src/contract';
import { ME_PATH } from '@carmarket/shared-ui/widgets';
import { CATEGORIES_PATH, myProductsPath } from './api/seller-api';
import AddProductPage from './pages/AddProductPage';
import MyProductsPage from './pages/MyProductsPage';

/** A screen drawn with what GET `paths` answered (all 200, or the page is the browser's). */
async function screen(
  url: URL,
  context: ServerRenderContext,
  page: { title: string; description: string; Component: ComponentType; paths: string[] },
): Promise<ServerPage> {
  const answers = await Promise.all(page.paths.map((path) => context.read(path)));
  const failed = answers.findIndex((answer) => answer.status !== 200);
  if (failed >= 0) throw new Error(`GET ${page.paths[failed]} answered ${answers[failed].status}`);
  return {
    status: 200,
    head: {
      title: `${page.title} | CarMarket`,
      description: page.description,
      canonical: `${context.publicAppUrl.replace(/\/+$/, '')}${url.pathname}`,
      type: 'website',
      jsonLd: [],
    },
    Component: page.Component,
    data: Object.fromEntries(page.paths.map((path, i) => [path, answers[i].body])),
  };
}

const server: ServerRemoteModule = {
  contractVersion: CONTRACT_VERSION,
  async render(url, context): Promise<ServerPage | null> {
    if (!context.viewer) return null;
    if (/^\/dashboard\/add_product\/?$/.test(url.pathname))
      return screen(url, context, {
        title: 'Add A Product',
        description: 'Put a car up for sale on CarMarket.',
        Component: AddProductPage,
        paths: [CATEGORIES_PATH, ME_PATH],
      });
    if (/^\/dashboard\/products\/?$/.test(url.pathname))
      return screen(url, context, {
        title: 'My Products',
        description: 'Your cars on CarMarket.',
        Component: MyProductsPage,
        // The seller's cars by the name the browser's hook reads them by (the session's), and their standing.
        paths: [myProductsPath({ displayName: context.viewer.name, email: context.viewer.email }), ME_PATH],
      });
    return null;
  },
};

export default server;

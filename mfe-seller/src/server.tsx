// The seller remote's server bundle (server/render.js beside its mf-manifest.json, released with
// it): the seller's dashboard home, Add A Product, drawn by the shell's render server inside the
// dashboard's layout, with the categories to choose from and the seller's standing. Its other
// screens stay the browser's (null).
import type { ServerPage, ServerRemoteModule } from '@carmarket/shared-ui';
// Bundled, not shared: the version this bundle was compiled against, not the render server's.
import { CONTRACT_VERSION } from '@carmarket/shared-ui/src/contract';
import { ME_PATH } from '@carmarket/shared-ui/widgets';
import { CATEGORIES_PATH } from './api/seller-api';
import AddProductPage from './pages/AddProductPage';

const server: ServerRemoteModule = {
  contractVersion: CONTRACT_VERSION,
  async render(url, context): Promise<ServerPage | null> {
    if (!/^\/dashboard\/add_product\/?$/.test(url.pathname) || !context.viewer) return null;
    const paths = [CATEGORIES_PATH, ME_PATH];
    const answers = await Promise.all(paths.map((path) => context.read(path)));
    const failed = answers.findIndex((answer) => answer.status !== 200);
    if (failed >= 0) throw new Error(`GET ${paths[failed]} answered ${answers[failed].status}`);
    return {
      status: 200,
      head: {
        title: 'Add A Product | CarMarket',
        description: 'Put a car up for sale on CarMarket.',
        canonical: `${context.publicAppUrl.replace(/\/+$/, '')}${url.pathname}`,
        type: 'website',
        jsonLd: [],
      },
      Component: AddProductPage,
      data: Object.fromEntries(paths.map((path, i) => [path, answers[i].body])),
    };
  },
};

export default server;

// The admin remote's server bundle (server/render.js beside its mf-manifest.json, released with
// it): the admin's dashboard home, All Sellers, drawn by the shell's render server inside the
// dashboard's layout with the first page of sellers. Its other screens stay the browser's (null).
import { pageOfRead, type ServerPage, type ServerRemoteModule } from '@carmarket/shared-ui';
// Bundled, not shared: the version this bundle was compiled against, not the render server's.
import { CONTRACT_VERSION } from '@carmarket/shared-ui/src/contract';
import { SELLERS_PATH } from './api/admin-api';
import AllSellersPage from './pages/AllSellersPage';

const server: ServerRemoteModule = {
  contractVersion: CONTRACT_VERSION,
  async render(url, context): Promise<ServerPage | null> {
    if (!/^\/dashboard\/all_sellers\/?$/.test(url.pathname) || !context.viewer) return null;
    const answer = await context.read(SELLERS_PATH);
    if (answer.status !== 200) throw new Error(`GET ${SELLERS_PATH} answered ${answer.status}`);
    return {
      status: 200,
      head: {
        title: 'All Sellers | CarMarket',
        description: 'Every seller on CarMarket, with their verification.',
        canonical: `${context.publicAppUrl.replace(/\/+$/, '')}${url.pathname}`,
        type: 'website',
        jsonLd: [],
      },
      Component: AllSellersPage,
      data: { [SELLERS_PATH]: pageOfRead(answer) },
    };
  },
};

export default server;

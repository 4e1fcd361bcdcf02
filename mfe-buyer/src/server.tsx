// The buyer remote's server bundle (server/render.js beside its mf-manifest.json, released with
// it): the signed-in buyer's dashboard home, My Orders, drawn by the shell's render server inside
// the dashboard's layout. Its other screens stay the browser's (null). The orders are read through
// the render server's context, with the visitor's session cookie and nothing else.
import type { Order, ServerPage, ServerRemoteModule } from '@carmarket/shared-ui';
// Bundled, not shared: the version this bundle was compiled against, not the render server's.
import { CONTRACT_VERSION } from '@carmarket/shared-ui/src/contract';
import { myOrdersPath } from './api/useMyOrders';
import MyOrdersPage from './pages/MyOrdersPage';

const server: ServerRemoteModule = {
  contractVersion: CONTRACT_VERSION,
  async render(url, context): Promise<ServerPage | null> {
    if (!/^\/dashboard\/?$/.test(url.pathname) || !context.viewer) return null;
    const path = myOrdersPath(context.viewer.email);
    const answer = await context.read(path);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    return {
      status: 200,
      head: {
        title: 'My Orders | CarMarket',
        description: 'Your bookings on CarMarket, paid or waiting for payment.',
        canonical: `${context.publicAppUrl.replace(/\/+$/, '')}${url.pathname}`,
        type: 'website',
        jsonLd: [],
      },
      Component: MyOrdersPage,
      data: { [path]: answer.body as Order[] },
    };
  },
};

export default server;

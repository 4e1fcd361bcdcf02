// The storefront's server bundle (server/render.js beside its mf-manifest.json, released with it):
// the public pages the shell's render server draws in its chrome. Pages read their data through the
// context the render server hands in (anonymous, public API, within the request's budget), never
// through the browser's API client or its module-wide caches.
import type { ServerPage, ServerRemoteModule, ServerRenderContext } from '@carmarket/shared-ui';
// Bundled, not shared: the version this bundle was compiled against, not the render server's.
import { CONTRACT_VERSION } from '@carmarket/shared-ui/src/contract';
import type { ListingDetail } from './api/listing-types';
import { listingPath } from './api/listing';
import { ADVERTISEMENTS_PATH, CATEGORIES_PATH, ServerHomeReads } from './features/home/home-reads';
import { sellerPath, type SellerPage as SellerPageData } from './api/seller';
import Blog from './pages/Blog';
import Home from './pages/Home';
import ListingPage from './pages/ListingPage';
import SellerPage from './pages/SellerPage';
import { blogHead, homeHead, listingHead, sellerHead } from './server/listing-head';
import { categoryPage, searchPage } from './server/listing-pages';

const LISTING_ID = /^\/listing\/([0-9a-f]{24})\/?$/i;
const SELLER_ID = /^\/seller\/([0-9a-f]{24})\/?$/i;
const CATEGORY_ID = /^\/category\/([1-9][0-9]{0,8})\/?$/;

/** A page whose thing does not exist (404) or no longer does (410): the shell draws its not-found page. */
function gone(status: number, context: ServerRenderContext, path: string): ServerPage {
  const title = status === 410 ? 'This car is no longer for sale | CarMarket' : 'Page not found | CarMarket';
  return {
    status,
    head: {
      title,
      description: title,
      canonical: `${context.publicAppUrl.replace(/\/+$/, '')}${path}`,
      type: 'website',
      jsonLd: [],
    },
    data: {},
  };
}

async function listing(id: string, url: URL, context: ServerRenderContext): Promise<ServerPage> {
  const path = listingPath(id);
  const answer = await context.read(path);
  if (answer.status === 404 || answer.status === 400) return gone(404, context, url.pathname);
  if (answer.status === 410) return gone(410, context, url.pathname);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  const car = answer.body as ListingDetail;
  return {
    status: 200,
    head: listingHead(car, { app: context.publicAppUrl, api: context.publicApiUrl }),
    Component: ListingPage,
    loaderData: car,
    data: { [path]: car },
  };
}

async function home(context: ServerRenderContext): Promise<ServerPage> {
  const paths = [CATEGORIES_PATH, ADVERTISEMENTS_PATH];
  const answers = await Promise.all(paths.map((path) => context.read(path)));
  const failed = answers.findIndex((answer) => answer.status !== 200);
  if (failed >= 0) throw new Error(`GET ${paths[failed]} answered ${answers[failed].status}`);
  const data = Object.fromEntries(paths.map((path, i) => [path, answers[i].body]));
  return {
    status: 200,
    head: homeHead({ app: context.publicAppUrl }),
    Component: () => (
      <ServerHomeReads value={data}>
        <Home />
      </ServerHomeReads>
    ),
    loaderData: null,
    data,
  };
}

async function seller(id: string, url: URL, context: ServerRenderContext): Promise<ServerPage> {
  const path = sellerPath(id);
  const answer = await context.read(path);
  if (answer.status === 404 || answer.status === 400) return gone(404, context, url.pathname);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  const page = answer.body as SellerPageData;
  return {
    status: 200,
    head: sellerHead(page, { app: context.publicAppUrl }),
    Component: SellerPage,
    loaderData: page,
    data: { [path]: page },
  };
}

const server: ServerRemoteModule = {
  contractVersion: CONTRACT_VERSION,
  async render(url, context) {
    if (url.pathname === '/') return home(context);
    const id = LISTING_ID.exec(url.pathname)?.[1];
    if (id) return listing(id, url, context);
    const sellerId = SELLER_ID.exec(url.pathname)?.[1];
    if (sellerId) return seller(sellerId, url, context);
    if (url.pathname.startsWith('/listing/') || url.pathname.startsWith('/seller/'))
      return gone(404, context, url.pathname);
    if (url.pathname === '/blog')
      return { status: 200, head: blogHead({ app: context.publicAppUrl }), Component: Blog, data: {} };
    // The signed-in pages, for the session's viewer only (a render server without one never asks).
    if (!context.viewer) return null;
    const categoryId = CATEGORY_ID.exec(url.pathname)?.[1];
    if (categoryId) return (await categoryPage(categoryId, url, context)) ?? gone(404, context, url.pathname);
    if (url.pathname.startsWith('/category/')) return gone(404, context, url.pathname);
    if (/^\/search\/?$/.test(url.pathname)) return searchPage(url, context);
    return null;
  },
};

export default server;

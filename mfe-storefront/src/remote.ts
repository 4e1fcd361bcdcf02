// The storefront remote's contract with the shell: its routes (under '/') and side-menu
// entries. Pages are lazy so loading this module costs the shell almost nothing; a route's loader
// starts its page's code (and, on a first load, its data) while the route is still loading, and a
// route's `prefetch` names that data so the shell can ask for it before this code has arrived.
// The loaders of the routes other than '/' are fetched with their page (the same chunk, named
// below), so '/' downloads only its own (decision 0040).
import { lazy } from 'react';
import type { RemoteModule } from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ListingDetail } from './api/listing-types';
import type { CategoryPageData } from './features/listings/categoryLoader';
import type { SellerPage } from './api/seller';
import { homeLoader } from './features/home/homeLoader';

/** A route's loader, fetched with its page. */
const lazyLoader =
  <T>(load: () => Promise<(args: LoaderFunctionArgs) => Promise<T>>) =>
  async (args: LoaderFunctionArgs): Promise<T> =>
    (await load())(args);
const categoryLoader = lazyLoader(
  async () => (await import(/* webpackChunkName: "category" */ './features/listings/categoryLoader')).categoryLoader,
);
const listingLoader = lazyLoader(
  async () => (await import(/* webpackChunkName: "listing" */ './features/listing/listingLoader')).listingLoader,
);
const searchLoader = lazyLoader(
  async () => (await import(/* webpackChunkName: "search" */ './features/listings/searchLoader')).searchLoader,
);
const sellerLoader = lazyLoader(
  async () => (await import(/* webpackChunkName: "seller" */ './features/seller/sellerLoader')).sellerLoader,
);
/** The tab names the car, e.g. 'Tesla Model 3 Long Range | CarMarket'. */
const listingTitle = (listing: ListingDetail) => `${listing.brand} ${listing.name}`;
/** The tab names the seller, e.g. 'Sam Carter Motors | CarMarket'. */
const sellerTitle = (page: SellerPage) => page.name;

const remote: RemoteModule = {
  name: 'storefront',
  mount: '/',
  routes: [
    { path: '', title: 'Home', access: 'public', loader: homeLoader, Component: lazy(() => import('./pages/Home')) },
    {
      path: 'category/:id',
      // The tab names the category the loader found, e.g. 'Tesla | CarMarket'.
      title: ({ category }: CategoryPageData) => category.name,
      access: 'signed-in',
      loader: categoryLoader,
      // What categoryLoader reads on a first load without filters (listingsPath, fetchCategories).
      prefetch: ['/category/:id?limit=12', '/categories'],
      // The first cards' photos (PRIORITY_CARDS, card-images.ts): the page's largest paint.
      prefetchImages: { read: '/category/:id?limit=12', field: 'image', first: 2 },
      Component: lazy(() => import(/* webpackChunkName: "category" */ './pages/CategoryProducts')),
    },
    { path: 'blog', title: 'Blog', access: 'public', Component: lazy(() => import('./pages/Blog')) },
    {
      path: 'listing/:id',
      // Public: a link to a car can be shared; booking from it still asks to sign in.
      title: listingTitle,
      access: 'public',
      loader: listingLoader,
      prefetch: ['/listings/:id'], // what listingLoader reads (listingPath)
      // Written out here (the loader imports the same chunk) so the build's routing facts name the page's files.
      Component: lazy(() => import(/* webpackChunkName: "listing" */ './pages/ListingPage')),
    },
    {
      path: 'seller/:id',
      title: sellerTitle,
      access: 'public',
      loader: sellerLoader,
      Component: lazy(() => import(/* webpackChunkName: "seller" */ './pages/SellerPage')),
    },
    {
      // Public like a listing page: a comparison can be shared; each car is read as its page reads it.
      path: 'compare',
      title: 'Compare cars',
      access: 'public',
      Component: lazy(() => import(/* webpackChunkName: "compare" */ './pages/ComparePage')),
    },
    {
      path: 'search',
      title: 'Search',
      access: 'signed-in',
      // A page drawn on the server: its first cards (searchLoader); otherwise the page reads them.
      loader: searchLoader,
      Component: lazy(() => import(/* webpackChunkName: "search" */ './pages/SearchResults')),
    },
  ],
  menu: [],
};

export default remote;

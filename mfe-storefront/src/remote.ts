// The storefront remote's contract with the shell: its routes (under '/') and side-menu
// entries. Pages are lazy so loading this module costs the shell almost nothing; a route's loader
// starts its page's code (and, on a first load, its data) while the route is still loading, and a
// route's `prefetch` names that data so the shell can ask for it before this code has arrived.
import { lazy } from 'react';
import type { Category, RemoteModule } from '@carmarket/shared-ui';
import { homeLoader } from './features/home/homeLoader';
import { categoryLoader } from './features/listings/categoryLoader';
import { listingLoader, listingTitle } from './features/listing/listingLoader';
import { sellerLoader, sellerTitle } from './features/seller/sellerLoader';

const remote: RemoteModule = {
  name: 'storefront',
  mount: '/',
  routes: [
    { path: '', title: 'Home', access: 'public', loader: homeLoader, Component: lazy(() => import('./pages/Home')) },
    {
      path: 'category/:id',
      // The tab names the category the loader found, e.g. 'Tesla | CarMarket'.
      title: (category: Category) => category.name,
      access: 'signed-in',
      loader: categoryLoader,
      // What categoryLoader reads on a first load without filters (listingsPath, fetchCategories).
      prefetch: ['/category/:id?limit=12', '/categories'],
      Component: lazy(() => import('./pages/CategoryProducts')),
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
      Component: lazy(() => import('./pages/ListingPage')),
    },
    { path: 'seller/:id', title: sellerTitle, access: 'public', loader: sellerLoader, Component: lazy(() => import('./pages/SellerPage')) },
    { path: 'search', title: 'Search', access: 'signed-in', Component: lazy(() => import('./pages/SearchResults')) },
  ],
  menu: [],
};

export default remote;

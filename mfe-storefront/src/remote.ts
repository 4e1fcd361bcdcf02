// The storefront remote's contract with the shell: its routes (under '/') and side-menu
// entries. Pages are lazy so loading this module costs the shell almost nothing.
import { lazy } from 'react';
import type { Category, RemoteModule } from '@carmarket/shared-ui';
import { categoryLoader } from './features/listings/categoryLoader';

const remote: RemoteModule = {
  name: 'storefront',
  mount: '/',
  routes: [
    { path: '', title: 'Home', access: 'public', Component: lazy(() => import('./pages/Home')) },
    {
      path: 'category/:id',
      // The tab names the category the loader found, e.g. 'Tesla | CarMarket'.
      title: (category: Category) => category.name,
      access: 'signed-in',
      loader: categoryLoader,
      Component: lazy(() => import('./pages/CategoryProducts')),
    },
    { path: 'blog', title: 'Blog', access: 'public', Component: lazy(() => import('./pages/Blog')) },
  ],
  menu: [],
};

export default remote;

// The seller remote's contract with the shell: its routes (under '/dashboard') and side-menu
// entries. Pages are lazy so loading this module costs the shell almost nothing.
import { lazy } from 'react';
import type { RemoteModule, Role } from '@carmarket/shared-ui';

const SELLER: readonly Role[] = ['Seller'];

const remote: RemoteModule = {
  name: 'seller',
  mount: '/dashboard',
  routes: [
    {
      path: 'add_product',
      title: 'Add A Product',
      access: SELLER,
      Component: lazy(() => import('./pages/AddProductPage')),
    },
    { path: 'my_buyers', title: 'My Buyers', access: SELLER, Component: lazy(() => import('./pages/MyBuyersPage')) },
    { path: 'products', title: 'My Products', access: SELLER, Component: lazy(() => import('./pages/MyProductsPage')) },
  ],
  menu: [
    { label: 'Add A Product', to: '/dashboard/add_product', roles: SELLER },
    { label: 'My Buyers', to: '/dashboard/my_buyers', roles: SELLER },
    { label: 'My Products', to: '/dashboard/products', roles: SELLER },
  ],
};

export default remote;

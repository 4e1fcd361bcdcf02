// The admin remote's contract with the shell: its routes (under '/dashboard') and side-menu
// entries. Pages are lazy so loading this module costs the shell almost nothing.
import { lazy } from 'react';
import type { RemoteModule, Role } from '@carmarket/shared-ui';

const ADMIN: readonly Role[] = ['Admin'];

const remote: RemoteModule = {
  name: 'admin',
  mount: '/dashboard',
  routes: [
    {
      path: 'all_sellers',
      title: 'All Sellers',
      access: ADMIN,
      Component: lazy(() => import('./pages/AllSellersPage')),
    },
    { path: 'all_buyers', title: 'All Buyers', access: ADMIN, Component: lazy(() => import('./pages/AllBuyersPage')) },
    {
      path: 'all_reports',
      title: 'Reported Items',
      access: ADMIN,
      Component: lazy(() => import('./pages/ReportedItemsPage')),
    },
  ],
  menu: [
    { label: 'All Sellers', to: '/dashboard/all_sellers', roles: ADMIN },
    { label: 'All Buyers', to: '/dashboard/all_buyers', roles: ADMIN },
    { label: 'Reported Items', to: '/dashboard/all_reports', roles: ADMIN },
  ],
};

export default remote;

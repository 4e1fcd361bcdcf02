// The buyer remote's contract with the shell: its routes (under '/dashboard') and side-menu
// entries. Pages are lazy so loading this module costs the shell almost nothing.
import { lazy } from 'react';
import type { RemoteModule } from '@carmarket/shared-ui';

const remote: RemoteModule = {
  name: 'buyer',
  mount: '/dashboard',
  routes: [
    { path: '', title: 'My Orders', access: 'signed-in', Component: lazy(() => import('./pages/MyOrders')) },
    { path: 'wishlist', title: 'Wish List', access: 'signed-in', Component: lazy(() => import('./pages/WishList')) },
    { path: 'payment/:id', title: 'Payment', access: 'signed-in', Component: lazy(() => import('./pages/Payment')) },
  ],
  menu: [
    { label: 'My Orders', to: '/dashboard', roles: ['User', 'Buyer'] },
    { label: 'Wish List', to: '/dashboard/wishlist', roles: ['User', 'Buyer'] },
  ],
};

export default remote;

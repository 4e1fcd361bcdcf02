// The buyer remote's contract with the shell: its routes (under '/dashboard') and side-menu
// entries. Screens are lazy so loading this module costs the shell almost nothing; the payment
// screen's chunk is the only one that ever loads the card form or Stripe.
import { lazy } from 'react';
import type { RemoteModule } from '@carmarket/shared-ui';
import { loadOwnOrder } from './api/load-own-order';

const remote: RemoteModule = {
  name: 'buyer',
  mount: '/dashboard',
  routes: [
    { path: '', title: 'My Orders', access: 'signed-in', Component: lazy(() => import('./pages/MyOrdersPage')) },
    { path: 'wishlist', title: 'Wish List', access: 'signed-in', Component: lazy(() => import('./pages/WishListPage')) },
    {
      path: 'payment/:id',
      title: 'Payment',
      access: 'signed-in',
      loader: loadOwnOrder,
      Component: lazy(() => import('./pages/PaymentPage')),
    },
    { path: 'saved-searches', title: 'Saved searches', access: 'signed-in', Component: lazy(() => import('./pages/SavedSearchesPage')) },
  ],
  menu: [
    { label: 'My Orders', to: '/dashboard', roles: ['User', 'Buyer'] },
    { label: 'Wish List', to: '/dashboard/wishlist', roles: ['User', 'Buyer'] },
    { label: 'Saved searches', to: '/dashboard/saved-searches', roles: ['User', 'Buyer', 'Seller'] },
  ],
};

export default remote;

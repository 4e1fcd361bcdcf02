// The buyer remote's contract with the shell: its routes (under '/dashboard') and side-menu
// entries. Screens are lazy so loading this module costs the shell almost nothing; the payment
// screen's chunk is the only one that ever loads the card form or Stripe.
import { lazy } from 'react';
import type { RemoteModule, Role } from '@carmarket/shared-ui';
import { loadOwnOrder } from './api/load-own-order';

// Messages, notifications and their settings are one implementation for every signed-in role,
// here (docs/decisions/0025-conversation-screens-in-the-buyer-remote.md): sellers load this remote for them too.
const PARTIES: readonly Role[] = ['User', 'Buyer', 'Seller'];
const EVERYONE: readonly Role[] = ['User', 'Buyer', 'Seller', 'Admin'];

const remote: RemoteModule = {
  name: 'buyer',
  mount: '/dashboard',
  routes: [
    { path: '', title: 'My Orders', access: 'signed-in', Component: lazy(() => import('./pages/MyOrdersPage')) },
    {
      path: 'wishlist',
      title: 'Wish List',
      access: 'signed-in',
      Component: lazy(() => import('./pages/WishListPage')),
    },
    {
      path: 'payment/:id',
      title: 'Payment',
      access: 'signed-in',
      loader: loadOwnOrder,
      Component: lazy(() => import('./pages/PaymentPage')),
    },
    {
      path: 'recently-viewed',
      title: 'Recently viewed',
      access: 'signed-in',
      Component: lazy(() => import('./pages/RecentlyViewedPage')),
    },
    {
      path: 'saved-searches',
      title: 'Saved searches',
      access: 'signed-in',
      Component: lazy(() => import('./pages/SavedSearchesPage')),
    },
    { path: 'messages', title: 'Messages', access: PARTIES, Component: lazy(() => import('./pages/MessagesPage')) },
    {
      path: 'messages/:conversationId',
      title: 'Conversation',
      access: PARTIES,
      Component: lazy(() => import('./pages/ConversationPage')),
    },
    {
      path: 'notifications',
      title: 'Notifications',
      access: 'signed-in',
      Component: lazy(() => import('./pages/NotificationsPage')),
    },
    { path: 'settings', title: 'Settings', access: 'signed-in', Component: lazy(() => import('./pages/SettingsPage')) },
  ],
  menu: [
    { label: 'My Orders', to: '/dashboard', roles: ['User', 'Buyer'] },
    { label: 'Wish List', to: '/dashboard/wishlist', roles: ['User', 'Buyer'] },
    { label: 'Recently viewed', to: '/dashboard/recently-viewed', roles: ['User', 'Buyer'] },
    { label: 'Saved searches', to: '/dashboard/saved-searches', roles: PARTIES },
    { label: 'Messages', to: '/dashboard/messages', roles: PARTIES, badge: 'messages' },
    { label: 'Notifications', to: '/dashboard/notifications', roles: EVERYONE, badge: 'notifications' },
    { label: 'Settings', to: '/dashboard/settings', roles: EVERYONE },
  ],
};

export default remote;

// The seeded accounts (docs/architecture.md §4) and where each role's Dashboard link leads.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@carmarket/stack-facts/demo-accounts';

export type SeededRole = 'Buyer' | 'Seller' | 'Admin';

export interface SeededAccount {
  label: string;
  email: string;
  role: SeededRole;
  dashboard: string;
  menu: string[];
}

export const PASSWORD = DEMO_PASSWORD;

// Each role's own entries first; then the buyer remote's screens every role shares (decision 0025).
const BUYER_MENU = [
  'My Orders',
  'Wish List',
  'Recently viewed',
  'Saved searches',
  'Messages',
  'Notifications',
  'Settings',
];
const SELLER_MENU = [
  'Add A Product',
  'My Buyers',
  'My Products',
  'Saved searches',
  'Messages',
  'Notifications',
  'Settings',
];
const ADMIN_MENU = ['All Sellers', 'All Buyers', 'Reported Items', 'Notifications', 'Settings'];

export const ACCOUNTS = {
  buyer: {
    label: 'buyer',
    email: DEMO_ACCOUNTS.buyer.email,
    role: DEMO_ACCOUNTS.buyer.role,
    dashboard: '/dashboard',
    menu: BUYER_MENU,
  },
  seller: {
    label: 'verified seller',
    email: DEMO_ACCOUNTS.seller.email,
    role: DEMO_ACCOUNTS.seller.role,
    dashboard: '/dashboard/add_product',
    menu: SELLER_MENU,
  },
  newSeller: {
    label: 'unverified seller',
    email: DEMO_ACCOUNTS.newSeller.email,
    role: DEMO_ACCOUNTS.newSeller.role,
    dashboard: '/dashboard/add_product',
    menu: SELLER_MENU,
  },
  admin: {
    label: 'admin',
    email: DEMO_ACCOUNTS.admin.email,
    role: DEMO_ACCOUNTS.admin.role,
    dashboard: '/dashboard/all_sellers',
    menu: ADMIN_MENU,
  },
} as const satisfies Record<string, SeededAccount>;

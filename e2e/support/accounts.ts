// The seeded accounts (docs/architecture.md §4) and where each role's Dashboard link leads.
export type SeededRole = 'Buyer' | 'Seller' | 'Admin';

export interface SeededAccount {
  label: string;
  email: string;
  role: SeededRole;
  dashboard: string;
  menu: string[];
}

export const PASSWORD = 'demo-pass-1';

const BUYER_MENU = ['My Orders', 'Wish List'];
const SELLER_MENU = ['Add A Product', 'My Buyers', 'My Products'];
const ADMIN_MENU = ['All Sellers', 'All Buyers', 'Reported Items'];

export const ACCOUNTS = {
  buyer: { label: 'buyer', email: 'demo.buyer@carmarket.test', role: 'Buyer', dashboard: '/dashboard', menu: BUYER_MENU },
  seller: { label: 'verified seller', email: 'demo.seller@carmarket.test', role: 'Seller', dashboard: '/dashboard/add_product', menu: SELLER_MENU },
  newSeller: { label: 'unverified seller', email: 'new.seller@carmarket.test', role: 'Seller', dashboard: '/dashboard/add_product', menu: SELLER_MENU },
  admin: { label: 'admin', email: 'demo.admin@carmarket.test', role: 'Admin', dashboard: '/dashboard/all_sellers', menu: ADMIN_MENU },
} as const satisfies Record<string, SeededAccount>;

// The web app's paths the API sends people to (notification links, e-mail buttons, the sitemap): one table,
// so a route the app renames is changed here only. The remotes declare these routes (each
// remote's remote.ts: the storefront's at the root, the dashboard's under /dashboard).
type Id = { toString(): string };

export const APP_ROUTES = {
  home: () => '/',
  blog: () => '/blog',
  listing: (id: Id) => `/listing/${id.toString()}`,
  seller: (id: Id) => `/seller/${id.toString()}`,
  /** The buyer's My Orders. */
  myOrders: () => '/dashboard',
  /** The seller's My Buyers (bookings of their cars). */
  myBuyers: () => '/dashboard/my_buyers',
  /** The seller's My Products. */
  myProducts: () => '/dashboard/products',
  messageThread: (conversationId: Id) => `/dashboard/messages/${conversationId.toString()}`,
  settings: () => '/dashboard/settings',
  /** The admins' Reported Items. */
  reportedItems: () => '/dashboard/all_reports',
  /** The admins' All Sellers (verification). */
  allSellers: () => '/dashboard/all_sellers',
} as const;

import type { Role } from '../api-types';
import type { RemoteRoute } from '../contract';

const DASHBOARD_HOME: Record<Role, string> = {
  User: '/dashboard',
  Buyer: '/dashboard',
  Seller: '/dashboard/add_product',
  Admin: '/dashboard/all_sellers',
};

/** Where the nav's Dashboard link goes for a role (docs/product.md §2.1). */
export function dashboardHome(role: Role): string {
  return DASHBOARD_HOME[role];
}

/** Whether a signed-in person with `role` may open a route of the given access (signed-out: see isPublic). */
export function roleAllowed(access: RemoteRoute['access'], role: Role): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return access.includes(role);
}

/** Page titles are '<Page> | CarMarket'. */
export function pageTitle(page: string): string {
  return `${page} | CarMarket`;
}

/** A contract route's page name: its title, or what its title function makes of the loader's data. */
export function pageName(title: RemoteRoute['title'], loaderData: unknown): string {
  // The contract types the argument as the route's own loader result; the router only knows unknown.
  return typeof title === 'function' ? (title as (data: unknown) => string)(loaderData) : title;
}

import type { RemoteModule, RemoteName } from '@carmarket/shared-ui';

/** Where each remote's routes live. The shell must know it before loading anything, so that `/`
 *  loads only the storefront and the dashboard only the dashboard remotes. */
export const REMOTE_MOUNTS: Record<RemoteName, RemoteModule['mount']> = {
  storefront: '/',
  buyer: '/dashboard',
  seller: '/dashboard',
  admin: '/dashboard',
};

export const REMOTE_NAMES = Object.keys(REMOTE_MOUNTS) as RemoteName[];
export const DASHBOARD_REMOTES = REMOTE_NAMES.filter((n) => REMOTE_MOUNTS[n] === '/dashboard');

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

/** The remotes that may own a path. */
export function remotesForPath(pathname: string): RemoteName[] {
  return isDashboardPath(pathname) ? DASHBOARD_REMOTES : REMOTE_NAMES.filter((n) => REMOTE_MOUNTS[n] === '/');
}

/** Human name of a remote's area, for fallback messages. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  storefront: 'Storefront',
  buyer: 'Buyer dashboard',
  seller: 'Seller dashboard',
  admin: 'Admin dashboard',
};

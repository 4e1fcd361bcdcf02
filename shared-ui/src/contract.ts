// The contract between the shell (host) and each remote. A remote exposes one module,
// './remote', whose default export satisfies RemoteModule; the shell mounts its routes and
// builds the side menu from its entries. Nothing else crosses the boundary.
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { Role } from './api-types';

/**
 * The version of this contract (semver). Each remote's build writes the one it was compiled
 * against into its mf-manifest.json; the shell refuses a remote whose major differs from its own.
 * Raise the major for any change an older shell or remote cannot handle (a renamed or removed
 * field, a new required one), the minor for an addition both sides may ignore.
 */
export const CONTRACT_VERSION = '1.4.0';

export type RemoteName = 'storefront' | 'buyer' | 'seller' | 'admin';

export interface RemoteRoute {
  /** Relative to the remote's mount point: '' is the index ('/' or '/dashboard'). */
  path: string;
  Component: ComponentType;
  /**
   * Page name; the document title becomes `${title} | CarMarket`. A function names the page from
   * what its loader returned (a category page: the category's name).
   */
  title: string | ((loaderData: never) => string);
  /** 'public': anyone; 'signed-in': any signed-in role; or the roles allowed. */
  access: 'public' | 'signed-in' | readonly Role[];
  /** Runs before the screen shows (react-router data loader). Throw a 404 Response for not-found. */
  loader?: LoaderFunction;
  /**
   * API paths the loader reads when the page opens with no query string, with the route's
   * ':params' (e.g. '/listings/:id'): on a first visit the shell starts them through `prefetch`
   * before the remote's code has arrived. Plain data (the manifest carries it); a shell before
   * contract 1.2 ignores it.
   */
  prefetch?: readonly string[];
  /**
   * The pictures the page's largest paint shows, named by one of its `prefetch` reads: the
   * `field` (an API path like listing.image, or a full URL) of the `first` items of that read's
   * answer (an array). On a first visit the shell preloads them as soon as the answer is in,
   * before the remote's code has run. Plain data; a shell before contract 1.3 ignores it.
   */
  prefetchImages?: { read: string; field: string; first: number };
}

/** An unread count the shell shows beside a menu entry (it polls the count; added in contract 1.1). */
export type MenuBadge = 'messages' | 'notifications';

export interface MenuEntry {
  label: string;
  /** Absolute path, e.g. '/dashboard/add_product'. */
  to: string;
  roles: readonly Role[];
  /** Show this unread count beside the entry; a shell before contract 1.1 ignores it. */
  badge?: MenuBadge;
}

export interface RemoteModule {
  name: RemoteName;
  /** '/' for the storefront, '/dashboard' for the others. */
  mount: '/' | '/dashboard';
  routes: readonly RemoteRoute[];
  menu: readonly MenuEntry[];
}

/** Served by the shell as /config.json, filled from env at serve time. */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>; // URL of each remote's mf-manifest.json
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set when the Firebase Auth emulator is the identity provider, e.g. http://127.0.0.1:9099 */
    authEmulatorUrl?: string;
  };
  /** Stripe publishable key; absent means the sandbox card form (test mode). */
  stripePublishableKey?: string;
}

// The server half of the contract between the shell and a remote: what a remote's server bundle
// (built and released with the remote, `server/render.js` beside its mf-manifest.json) exports, so
// the shell's render server can draw the remote's public pages inside the shell's chrome.
import type { ComponentType } from 'react';
import type { Role } from './api-types';

/** A GET on the API as the render server made it: anonymous, or with the visitor's session cookie. */
export interface ServerRead {
  status: number;
  /** The parsed JSON answer (the API's error body for a 4xx). */
  body: unknown;
  /** The paging headers of a list (`link`, `x-total-count`), lower-case, when the API sent them. */
  headers?: Record<string, string>;
}

/**
 * Whom a page was drawn for: the account the API named for the visitor's server session (GET /me
 * with the cookie, read on every render). The page carries it, so the browser's first render is the
 * same signed-in page, and a browser signed in as someone else (or no one) starts a new session.
 */
export interface ServerViewer {
  uid: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role;
}

/** What the render server hands a remote for one request. Nothing in it outlives the request. */
export interface ServerRenderContext {
  /**
   * GET `path` (e.g. '/listings/abc') on the API, with the visitor's session when there is one;
   * rejects on a network failure or when the request's budget is spent.
   */
  read(path: string): Promise<ServerRead>;
  /** The signed-in visitor (a page for one is never shared), or null: the page is the same for everyone. Contract 1.4. */
  viewer?: ServerViewer | null;
  /** Where visitors reach the site, e.g. https://carmarket.example (canonical and Open Graph URLs). */
  publicAppUrl: string;
  /** Where visitors reach the API (photos). */
  publicApiUrl: string;
}

/** The `<head>` a page asks for; every value is plain text, escaped by the render server. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the link-preview picture. */
  image?: string;
  /** Open Graph type: 'website', 'product', ... */
  type: string;
  /** schema.org objects, each written as one application/ld+json block. */
  jsonLd: object[];
}

/** One server-rendered page of a remote. */
export interface ServerPage {
  /** 200, or 404 / 410 for a page whose thing is unknown or gone: the render server then draws its not-found page. */
  status: number;
  head: PageHead;
  /** The page's component, rendered under the shell's layout; it reads `loaderData` with useLoaderData. */
  Component?: ComponentType;
  loaderData?: unknown;
  /** The API answers the page read, by path, for the browser's API cache (SWR fallback). */
  data: Record<string, unknown>;
}

/** The default export of a remote's server bundle. */
export interface ServerRemoteModule {
  /** The contract version the bundle was built against (CONTRACT_VERSION); the render server refuses another major. */
  contractVersion: string;
  /**
   * The page for `url` (a path under the remote's mount), or null when the remote renders that path
   * only in the browser. A signed-in page is asked for only with a `viewer` (the render server
   * sends a visitor without one to the login page first).
   */
  render(url: URL, context: ServerRenderContext): Promise<ServerPage | null>;
}

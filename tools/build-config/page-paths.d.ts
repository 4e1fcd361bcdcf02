/** Public pages the render server draws. */
export const SERVER_PAGES: readonly string[];
/** Signed-in pages the render server draws for the visitor's server session. */
export const SESSION_PAGES: readonly string[];
/** Pages the browser draws (the shell's own, the storefront's not drawn on the server). */
export const BROWSER_PAGES: readonly string[];
export type PageKind = 'server' | 'session' | 'browser' | 'unknown';
/** Who draws the page at `pathname` (see page-paths.js). */
export function pageKind(pathname: string): PageKind;

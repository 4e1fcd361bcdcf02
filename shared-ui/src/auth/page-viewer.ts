// Whom a server-drawn page was drawn for: the render server asked the API for the session's account
// and wrote it into the page as a data block. Read without React, so the identity provider can
// take its first answer from it.
import type { ServerViewer } from '../server-contract';
import type { AuthUser } from './identity';

/** The id of the page's viewer block (written by the shell's render server on every page it draws). */
export const VIEWER_DATA_ID = 'carmarket-viewer';

/**
 * Whom this page was drawn for: a viewer, null when the server drew it for no one (no valid
 * session), undefined when the server did not draw it (the browser's page).
 */
export function pageViewer(): ServerViewer | null | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(VIEWER_DATA_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as ServerViewer | null;
  } catch {
    return undefined;
  }
}

export const viewerUser = (viewer: ServerViewer): AuthUser => ({
  uid: viewer.uid,
  email: viewer.email,
  displayName: viewer.name,
  photoURL: null,
  emailVerified: viewer.emailVerified,
});

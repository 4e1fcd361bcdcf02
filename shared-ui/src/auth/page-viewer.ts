// Whom a server-drawn page was drawn for: the render server asked the API for the session's account
// and wrote it into the page as a data block. Read without React, so the identity provider can
// take its first answer from it.
import type { ServerViewer } from '../server-contract';
import type { AuthUser } from './identity';

/** The id of the page's viewer block (written by the shell's render server on every page it draws). */
export const VIEWER_DATA_ID = 'carmarket-viewer';

let parsed: { text: string; viewer: ServerViewer | null | undefined } | null = null;

/**
 * Whom this page was drawn for: a viewer, null when the server drew it for no one (no valid
 * session), undefined when the server did not draw it (the browser's page).
 */
export function pageViewer(): ServerViewer | null | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(VIEWER_DATA_ID);
  const text = block?.textContent;
  if (!text) return undefined;
  // One object per block text: the page's readers (the store, the hydration's context) then see
  // one person, and a person shown before the store knows them is the same object after.
  if (parsed?.text !== text) parsed = { text, viewer: parse(text) };
  return parsed.viewer;
}

function parse(text: string): ServerViewer | null | undefined {
  try {
    return JSON.parse(text) as ServerViewer | null;
  } catch {
    return undefined;
  }
}

const users = new WeakMap<ServerViewer, AuthUser>();

/** The viewer as the store's person: one object per viewer, so readers that select it do not redraw. */
export function viewerUser(viewer: ServerViewer): AuthUser {
  let user = users.get(viewer);
  if (!user) {
    user = {
      uid: viewer.uid,
      email: viewer.email,
      displayName: viewer.name,
      photoURL: null,
      emailVerified: viewer.emailVerified,
    };
    users.set(viewer, user);
  }
  return user;
}

/** Whether two reports name the same person as the app shows them (a new object need not be a change). */
export function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL &&
    a.emailVerified === b.emailVerified
  );
}

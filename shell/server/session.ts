// The visitor's server session as the render server sees it (decision 0064): the `__session`
// cookie's value, passed on to the API and nothing else, and the account the API names for it.
// The render server verifies nothing itself and holds no credential: the API's answer is the truth.
import type { OwnAccountView, ServerRead, ServerViewer } from '@carmarket/shared-ui';

/** A page drawn for one person (or an answer that depends on their session): kept by no cache at all. */
export const PERSONAL = 'private, no-store';

/** The one cookie Firebase Hosting passes to a backend, and the API's session cookie. */
export const SESSION_COOKIE = '__session';

/** The `__session` value of a Cookie header, or null: every other cookie stays here. */
export function sessionCookie(header: string | undefined): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    // A session cookie is a JWT: anything else is not worth the API's time (and could not be passed on safely).
    return /^[A-Za-z0-9._-]+$/.test(value) ? value : null;
  }
  return null;
}

/**
 * The account the API names for the session (GET /me with the cookie: verified, not revoked, not
 * disabled, registered, with the role from the database), or null when it names none. Any other
 * answer throws: the page is then the browser's, never drawn for the wrong person.
 */
export async function viewerOf(read: (path: string) => Promise<ServerRead>): Promise<ServerViewer | null> {
  const answer = await read('/me');
  if (answer.status === 401 || answer.status === 403 || answer.status === 404) return null;
  if (answer.status !== 200) throw new Error(`GET /me answered ${answer.status}`);
  const me = answer.body as OwnAccountView;
  if (!me.uid) return null; // an account without a sign-in uid cannot be told apart from the browser's
  // `isVerified` is an admin's verification of a seller; the address's own is the session's claim.
  return { uid: me.uid, email: me.email, name: me.name, emailVerified: me.emailVerified === true, role: me.role };
}

/** The login page, remembering the page (with its query) to come back to: the shell's `from` parameter. */
export function loginRedirect(url: URL): { status: number; headers: Record<string, string>; body: string } {
  const from = url.pathname + url.search;
  return {
    status: 303,
    headers: { Location: `/login?from=${encodeURIComponent(from)}`, 'Cache-Control': PERSONAL },
    body: '',
  };
}

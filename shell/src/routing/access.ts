// The UI side of role routing (the API enforces the same rules on its own). One decision
// function, used both before a route's data loads and while its screen is shown.
import { pageViewer, roleAllowed, seenByViewer, useAuth, type AuthState, type RemoteRoute } from '@carmarket/shared-ui';
import { data, redirect } from 'react-router-dom';

export type AccessDecision = 'wait' | 'allow' | 'login' | 'not-found';

export function decideAccess(
  access: RemoteRoute['access'],
  auth: Pick<AuthState, 'user' | 'loading' | 'role' | 'roleLoading'>,
): AccessDecision {
  if (access === 'public') return 'allow';
  if (auth.loading) return 'wait';
  if (!auth.user) return 'login';
  if (access === 'signed-in') return 'allow';
  if (auth.roleLoading) return 'wait';
  return roleAllowed(access, auth.role) ? 'allow' : 'not-found';
}

/** '/login?from=<path>' remembering where a signed-out visitor was going. */
export function loginPath(from: string): string {
  return from && from !== '/' ? `/login?from=${encodeURIComponent(from)}` : '/login';
}

const THIS_SITE = 'http://carmarket.invalid';

/** Only same-site paths: '/x' yes; '//evil.example', 'https://…', '/\\evil.example' no. */
export function safeReturnPath(from: string | null): string {
  // Browsers read '\' as '/' and drop tabs and newlines inside URLs ('/\t/evil.example' is
  // '//evil.example'): refuse those characters outright, then let the URL parser judge the rest.
  if (!from || !from.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(from)) return '/';
  const url = new URL(from, THIS_SITE);
  return url.origin === THIS_SITE ? url.pathname + url.search + url.hash : '/';
}

/**
 * The sign-in state the routes decide on. On a page the server drew, the auth store starts only
 * once the app has hydrated it (a report while hydrating would redraw the page): until then, the
 * person the page was drawn for.
 */
function currentAuth(): AuthState {
  const state = useAuth.getState();
  return state.hasStarted() ? state : seenByViewer(state, pageViewer() ?? null);
}

/** Resolves once sign-in state is known and, when `needsRole`, a signed-in user's role too. */
export function authSettled(needsRole: boolean): Promise<AuthState> {
  const settled = (s: AuthState) => !s.loading && !(needsRole && s.user && s.roleLoading);
  return new Promise((resolve) => {
    const now = currentAuth();
    if (settled(now)) return resolve(now);
    const unsubscribe = useAuth.subscribe((s) => {
      if (settled(s)) {
        unsubscribe();
        resolve(s);
      }
    });
    // A page the server drew for no one: only the store can say who is signed in here.
    if (pageViewer() !== undefined) useAuth.getState().start();
  });
}

/**
 * For route loaders: redirects a signed-out visitor to /login, answers 404 for a wrong role.
 * Waits for the role only for a role rule, or when the screen shows what the role decides
 * (`waitForRole`): a 'signed-in' screen need not wait for the role look-up's round trip.
 */
export async function guardRoute(
  access: RemoteRoute['access'],
  request: Request,
  waitForRole = Array.isArray(access),
): Promise<void> {
  if (access === 'public') return;
  const decision = decideAccess(access, await authSettled(waitForRole));
  if (decision === 'login') {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (decision === 'not-found') throw data('Not Found', { status: 404 });
}

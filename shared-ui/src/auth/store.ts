import { DEMO_LOGIN } from '@carmarket/stack-facts/demo-login';
import { create } from 'zustand';
import type { RegisterUserBody, Role, SignupRole } from '../api-types';
import type { ServerViewer } from '../server-contract';
import { apiClient } from '../api/typed';
import { toast } from '../feedback/lazy-toast';
import { firebaseIdentity } from './firebase';
import type { AuthUser, IdentityProvider } from './identity';
import { browserServerSession, type ServerSession } from './server-session';
import { pageViewer, sameUser } from './page-viewer';
import { withServerViewer } from './server-viewer';

export interface AuthState {
  user: AuthUser | null;
  /** True until the identity provider first reports, and again during e-mail sign-up / login. */
  loading: boolean;
  /** 'User' until `GET /user/role/:email` answers. */
  role: Role;
  /** True while the role of a signed-in user is not known yet. */
  roleLoading: boolean;
  /** Subscribes to the identity provider; the shell calls it once at start-up (idempotent). */
  start(): void;
  /** Whether `start` has run: before it, a server-drawn page's viewer is who is signed in. */
  hasStarted(): boolean;
  /** Each action resolves true on success; failures are shown as toasts and resolve false. */
  signIn(email: string, password: string): Promise<boolean>;
  signUp(name: string, email: string, password: string, role: SignupRole): Promise<boolean>;
  signInWithGoogle(): Promise<boolean>;
  demoLogin(): Promise<boolean>;
  signOut(): Promise<boolean>;
  /** Firebase ID token for API calls, or null when signed out. */
  getIdToken(): Promise<string | null>;
  /** Asks the API for the role again (e.g. after an admin changed it). */
  refreshRole(): Promise<void>;
  /** Starts a new server session for the signed-in person, whatever the last one's mark says (the server refused it). */
  renewServerSession(): Promise<void>;
  /** Sends the address verification e-mail again; resolves false (with a toast) when it could not. */
  resendVerification(): Promise<boolean>;
  /** Reads the signed-in person again; resolves whether their address is verified now. */
  checkVerified(): Promise<boolean>;
}

/** The API calls the store makes; injectable so its rules can be tested against a real HTTP server. */
export interface AuthBackend {
  registerUser(body: RegisterUserBody): Promise<unknown>;
  fetchRole(email: string): Promise<Role>;
  /** The app's server session, kept for the signed-in account and ended at LogOut. */
  session: ServerSession;
  /** Whom the server drew the page for (null: no one), undefined when the browser drew it. */
  drawnFor?: () => ServerViewer | null | undefined;
}

export const apiAuthBackend: AuthBackend = {
  registerUser: (body) => apiClient.post('/users', { body }),
  fetchRole: async (email) => (await apiClient.get('/user/role/{email}', { params: { path: { email } } })).position,
  session: browserServerSession(),
  drawnFor: pageViewer,
};

/** One toast per distinct message: registration and role lookup often fail for the same reason. */
function showOnce(message: string) {
  toast.error(message, { id: `auth:${message}` });
}

/** Toasts a readable message for an identity-provider error; the message table loads only when one happens. */
async function showAuthError(err: unknown): Promise<void> {
  const { authErrorMessage } = await import('./auth-errors');
  toast.error(authErrorMessage(err));
}

export function createAuthStore(identity: IdentityProvider, backend: AuthBackend) {
  let unsubscribe: (() => void) | null = null;
  // While an action of ours signs someone in, it registers them before looking up the role;
  // the provider's own notification must not race it with a role lookup of an unregistered user.
  let actionsRunning = 0;

  return create<AuthState>()((set, get) => {
    async function loadRole(email: string) {
      set({ roleLoading: true });
      try {
        const role = await backend.fetchRole(email);
        if (get().user?.email === email) set({ role, roleLoading: false });
      } catch (err) {
        if (get().user?.email !== email) return;
        set({ role: 'User', roleLoading: false });
        showOnce(err instanceof Error ? err.message : 'Could not load your role');
      }
    }

    /** Runs a sign-in action: provider call, then `POST /users`, then the role lookup. */
    async function signInWith(
      action: () => Promise<AuthUser>,
      registration: (u: AuthUser) => RegisterUserBody,
      setsLoading: boolean,
    ): Promise<boolean> {
      actionsRunning++;
      if (setsLoading) set({ loading: true });
      try {
        let user: AuthUser;
        try {
          user = await action();
        } catch (err) {
          set({ loading: false });
          await showAuthError(err);
          return false;
        }
        set({ user, loading: false, role: 'User', roleLoading: true });
        try {
          await backend.registerUser(registration(user));
        } catch (err) {
          showOnce(err instanceof Error ? err.message : 'Could not register your account');
        }
        // Registered by now: the API mints sessions for registered accounts only. Awaited: the page
        // the app goes to next may be loaded from the server, which draws it only with the cookie.
        await Promise.all([backend.session.ensure(user.uid, () => identity.idToken()), loadRole(user.email)]);
        return true;
      } finally {
        actionsRunning--;
      }
    }

    const nameOf = (u: AuthUser) => u.displayName || u.email.split('@')[0];

    return {
      user: null,
      loading: true,
      role: 'User',
      roleLoading: true,

      hasStarted: () => unsubscribe !== null,

      start() {
        if (unsubscribe) return;
        // Whom the server drew this page for: a page drawn for another account (or for no one)
        // than Firebase reports means the server's cookie is not this browser's: it starts a new
        // one, or ends it after a sign-out, once, whatever the last session's mark says.
        let drawnFor = backend.drawnFor?.();
        unsubscribe = identity.onChange((user) => {
          if (actionsRunning > 0) return; // the running action sets user, registration and role
          const drawn = drawnFor;
          drawnFor = undefined;
          if (!user) {
            // Someone was shown (the page's viewer, the sign-in hint) or the page was drawn for
            // someone: the server's cookie may still name them, and must not draw the next page.
            const shown = get().user !== null;
            set({ user: null, loading: false, role: 'User', roleLoading: false });
            if (drawn || shown) void backend.session.end();
            return;
          }
          const shown = get().user;
          const known = shown?.uid === user.uid;
          // The same person as shown (the page's viewer, now confirmed by Firebase): no change, so
          // the readers that select the person do not draw again.
          if (!sameUser(shown, user)) set({ user, loading: false });
          else if (get().loading) set({ loading: false });
          if (!known) void loadRole(user.email);
          const stale = drawn !== undefined && drawn?.uid !== user.uid;
          void backend.session.ensure(user.uid, () => identity.idToken(), stale);
        });
      },

      signIn: (email, password) =>
        signInWith(
          () => identity.signIn(email, password),
          (u) => ({ name: nameOf(u) }),
          true,
        ),
      signUp: (name, email, password, role) =>
        signInWith(
          () => identity.signUp(name, email, password),
          () => ({ name, role }),
          true,
        ),
      signInWithGoogle: () =>
        signInWith(
          () => identity.signInWithGoogle(),
          (u) => ({ name: nameOf(u) }),
          false,
        ),
      // The seeded Buyer behind the Demo Login button (docs/architecture.md §4).
      demoLogin: () => get().signIn(DEMO_LOGIN.email, DEMO_LOGIN.password),

      async signOut() {
        actionsRunning++; // the provider's report of nobody is this action's: it ends the session itself
        try {
          await Promise.all([identity.signOut(), backend.session.end()]);
          set({ user: null, role: 'User', roleLoading: false, loading: false });
          return true;
        } catch (err) {
          await showAuthError(err);
          return false;
        } finally {
          actionsRunning--;
        }
      },

      getIdToken: () => identity.idToken(),

      async refreshRole() {
        const email = get().user?.email;
        if (email) await loadRole(email);
      },

      async renewServerSession() {
        const uid = get().user?.uid;
        if (uid) await backend.session.ensure(uid, () => identity.idToken(), true);
      },

      async resendVerification() {
        try {
          await (await identity.account()).sendVerificationEmail();
          return true;
        } catch (err) {
          await showAuthError(err);
          return false;
        }
      },

      async checkVerified() {
        try {
          const user = await (await identity.account()).reloadUser();
          const shown = get().user;
          if (shown?.uid === user.uid && !sameUser(shown, user)) set({ user });
          return user.emailVerified;
        } catch (err) {
          await showAuthError(err);
          return false;
        }
      },
    };
  });
}

/**
 * The one auth store (shared-ui is a Module Federation singleton, so shell and remotes share it),
 * drawn as the server drew the page until Firebase reports (server-viewer.tsx).
 */
export const useAuth = withServerViewer(createAuthStore(firebaseIdentity, apiAuthBackend));

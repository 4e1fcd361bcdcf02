// The app's identity provider: Firebase Auth, downloaded only when someone can be signed in.
// A visitor with no stored session is reported signed out at once and never loads the SDK
// (about 40 KB gzip) unless they sign in, sign up, or sign in in another tab. A stored session
// with a good token is shown at once and the SDK confirms it after the first screen
// (docs/decisions/0032-firebase-after-the-first-screen.md).
import { getRuntimeConfig } from '../config/runtime-config';
import { afterFirstScreen } from './after-first-screen';
import type { IdentityProvider } from './identity';
import { firebaseStoredSession, type StoredSession } from './stored-session';

export type { AuthUser, IdentityProvider } from './identity';

/**
 * An IdentityProvider that loads the real one on first need: when a session is stored, to restore
 * it (at once when its token is about to expire, else through `confirmLater`, since the stored
 * person and token serve meanwhile), otherwise on the first sign-in action or when another tab
 * stores or removes a session. Any call that needs the SDK (sign-in, sign-out, a token near
 * expiry) loads it at once.
 */
export function lazyIdentity(
  load: () => Promise<IdentityProvider>,
  stored: StoredSession,
  confirmLater: (confirm: () => void) => void,
): IdentityProvider {
  let loading: Promise<IdentityProvider> | null = null;
  let loaded: IdentityProvider | null = null;
  /** Whether the loaded provider has reported who is signed in (a stored session is then restored). */
  let restored = false;
  /** Subscriptions made before the provider loaded, attached to it when it does. */
  const waiting = new Set<(provider: IdentityProvider) => void>();

  function provider(): Promise<IdentityProvider> {
    loading ??= load().then(
      (p) => {
        loaded = p;
        p.onChange(() => {
          restored = true;
        });
        for (const attach of [...waiting]) attach(p);
        return p;
      },
      (err: unknown) => {
        loading = null; // the next action tries again
        throw err;
      },
    );
    return loading;
  }

  return {
    onChange(cb) {
      let detach: (() => void) | null = null;
      const attach = (p: IdentityProvider) => {
        waiting.delete(attach);
        detach = p.onChange(cb);
      };
      if (loaded) {
        attach(loaded);
      } else {
        waiting.add(attach);
        if (stored.exists()) {
          const restore = () =>
            void provider().catch((err: unknown) => {
              console.error('[auth] could not load the sign-in SDK', err);
              cb(null);
            });
          // A session whose token is still good shows at once; the SDK then confirms it (or signs out).
          const early = stored.fresh();
          if (early) {
            cb(early.user);
            confirmLater(restore);
          } else {
            restore();
          }
        } else {
          cb(null);
        }
      }
      // A sign-in or sign-out in another tab: the SDK reads the session and reports it.
      const unwatch = stored.onStored(() => void provider().catch(() => undefined));
      return () => {
        waiting.delete(attach);
        detach?.();
        unwatch();
      };
    },
    signIn: async (email, password) => (await provider()).signIn(email, password),
    signUp: async (name, email, password) => (await provider()).signUp(name, email, password),
    signInWithGoogle: async () => (await provider()).signInWithGoogle(),
    account: async () => (await provider()).account(),
    // Without the SDK and without a stored session nobody is signed in.
    signOut: async () => (loading || stored.exists() ? (await provider()).signOut() : undefined),
    // Until the SDK has restored the session, the stored session's unexpired token serves.
    idToken: async () =>
      (!restored && stored.fresh()?.idToken) || (loading || stored.exists() ? (await provider()).idToken() : null),
  };
}

export const firebaseIdentity: IdentityProvider = lazyIdentity(
  () => import('./firebase-sdk').then((sdk) => sdk.createFirebaseIdentity(getRuntimeConfig().firebase)),
  firebaseStoredSession(() => getRuntimeConfig().firebase.apiKey),
  afterFirstScreen,
);

/** The ID token for API calls (null when signed out); waits for a stored session to be restored. */
export const currentIdToken = (): Promise<string | null> => firebaseIdentity.idToken();

/** Password reset and change, and re-authentication, on the page's one Firebase Auth. */
export const accountActions = () => firebaseIdentity.account();

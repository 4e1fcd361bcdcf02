// The app's identity provider: Firebase Auth, downloaded only when someone can be signed in.
// A visitor with no stored session is reported signed out at once and never loads the SDK
// (about 40 KB gzip) unless they sign in, sign up, or sign in in another tab.
import { getRuntimeConfig } from '../config/runtime-config';
import type { IdentityProvider } from './identity';
import { firebaseStoredSession, type StoredSession } from './stored-session';

export type { AuthUser, IdentityProvider } from './identity';

/**
 * An IdentityProvider that loads the real one on first need: at once when a session is stored
 * (to restore it), otherwise on the first sign-in action or when another tab stores a session.
 */
export function lazyIdentity(load: () => Promise<IdentityProvider>, stored: StoredSession): IdentityProvider {
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
          // A session whose token is still good shows at once; the SDK then confirms it (or signs out).
          const early = stored.fresh();
          if (early) cb(early.user);
          provider().catch((err: unknown) => {
            console.error('[auth] could not load the sign-in SDK', err);
            cb(null);
          });
        } else {
          cb(null);
        }
      }
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
    // Without the SDK and without a stored session nobody is signed in.
    signOut: async () => (loading || stored.exists() ? (await provider()).signOut() : undefined),
    // Until the SDK has restored the session, the stored session's unexpired token serves.
    idToken: async () => (!restored && stored.fresh()?.idToken) || (loading || stored.exists() ? (await provider()).idToken() : null),
  };
}

export const firebaseIdentity: IdentityProvider = lazyIdentity(
  () => import('./firebase-sdk').then((sdk) => sdk.createFirebaseIdentity(getRuntimeConfig().firebase)),
  firebaseStoredSession(() => getRuntimeConfig().firebase.apiKey),
);

/** The ID token for API calls (null when signed out); waits for a stored session to be restored. */
export const currentIdToken = (): Promise<string | null> => firebaseIdentity.idToken();

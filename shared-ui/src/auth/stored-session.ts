// Whether this browser holds a signed-in Firebase session, answered without loading Firebase.
// firebase-sdk.ts keeps the session in localStorage (browserLocalPersistence), where Firebase
// names it 'firebase:authUser:<apiKey>:[DEFAULT]'; firebase-identity.test.ts pins that name
// against the real SDK and the Auth emulator.
import type { AuthUser } from './identity';

export interface StoredSession {
  exists(): boolean;
  /**
   * The stored session while its ID token is valid for at least another minute, else null: the
   * person Firebase restores (it checks the account with the server as it starts) and the token
   * its getIdToken() then answers with (it refreshes only near expiry). The page need not wait for
   * the SDK's download and account look-up to show the person's screen and ask for its data; the
   * API verifies the token as any other.
   */
  fresh(): { user: AuthUser; idToken: string } | null;
  /** Calls back when another tab stores or removes a session (a sign-in or sign-out there); returns unsubscribe. */
  onStored(cb: () => void): () => void;
}

const SESSION_KEY_PREFIX = 'firebase:authUser:';
/** A token this close to expiry is left to Firebase to refresh (it refreshes 30 s before). */
const MIN_TOKEN_VALIDITY_MS = 60_000;

/**
 * Whether a stored Firebase session needs the SDK at once to be shown (its token expires within a
 * minute), answered before the runtime config (and so the API key) is known.
 */
export function anyStaleStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (name?.startsWith(SESSION_KEY_PREFIX) && !readFresh(localStorage.getItem(name))) return true;
    }
  } catch {
    // no storage (or blocked): Firebase keeps nothing either
  }
  return false;
}

/** The part of Firebase's stored user (User.toJSON()) read here. */
interface StoredUser {
  uid?: unknown;
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  emailVerified?: unknown;
  stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown };
}

/** A stored user (Firebase's JSON) whose token is good for at least another minute, else null. */
function readFresh(json: string | null): { user: AuthUser; idToken: string } | null {
  try {
    const saved = JSON.parse(json ?? 'null') as StoredUser | null;
    const token = saved?.stsTokenManager;
    if (
      !saved ||
      typeof saved.uid !== 'string' ||
      typeof token?.accessToken !== 'string' ||
      typeof token.expirationTime !== 'number'
    )
      return null;
    if (token.expirationTime - Date.now() <= MIN_TOKEN_VALIDITY_MS) return null;
    const user = {
      uid: saved.uid,
      email: saved.email ?? '',
      displayName: saved.displayName ?? null,
      photoURL: saved.photoURL ?? null,
      emailVerified: saved.emailVerified === true,
    };
    return { user, idToken: token.accessToken };
  } catch {
    return null; // not Firebase's JSON: wait for the SDK
  }
}

export function firebaseStoredSession(apiKey: () => string): StoredSession {
  const key = () => `${SESSION_KEY_PREFIX}${apiKey()}:[DEFAULT]`;
  return {
    exists() {
      try {
        return localStorage.getItem(key()) !== null;
      } catch {
        return false; // no storage (or blocked): Firebase keeps nothing either
      }
    },
    fresh() {
      try {
        return readFresh(localStorage.getItem(key()));
      } catch {
        return null; // no storage: wait for the SDK
      }
    },
    onStored(cb) {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === key() && event.newValue !== event.oldValue) cb();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

// Whether this browser holds a signed-in Firebase session, answered without loading Firebase.
// firebase-sdk.ts keeps the session in localStorage (browserLocalPersistence), where Firebase
// names it 'firebase:authUser:<apiKey>:[DEFAULT]'; firebase-identity.test.ts pins that name
// against the real SDK and the Auth emulator.

export interface StoredSession {
  exists(): boolean;
  /**
   * The stored session's ID token while it is valid for at least another minute, else null. It is
   * the token Firebase's getIdToken() answers with once restored (it refreshes only near expiry),
   * so API calls need not wait for the SDK's download and its account look-up; the API verifies
   * it as it verifies any token.
   */
  freshToken(): string | null;
  /** Calls back when another tab stores a session (a sign-in there); returns unsubscribe. */
  onStored(cb: () => void): () => void;
}

const SESSION_KEY_PREFIX = 'firebase:authUser:';
/** A token this close to expiry is left to Firebase to refresh (it refreshes 30 s before). */
const MIN_TOKEN_VALIDITY_MS = 60_000;

/** Whether any Firebase session is stored, before the runtime config (and so the API key) is known. */
export function anyStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(SESSION_KEY_PREFIX)) return true;
  } catch {
    // no storage (or blocked): Firebase keeps nothing either
  }
  return false;
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
    freshToken() {
      try {
        const token = (JSON.parse(localStorage.getItem(key()) ?? 'null') as { stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown } } | null)?.stsTokenManager;
        const valid = typeof token?.accessToken === 'string' && typeof token.expirationTime === 'number' && token.expirationTime - Date.now() > MIN_TOKEN_VALIDITY_MS;
        return valid ? (token.accessToken as string) : null;
      } catch {
        return null; // no storage, or not Firebase's JSON: wait for the SDK
      }
    },
    onStored(cb) {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === key() && event.newValue !== null) cb();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

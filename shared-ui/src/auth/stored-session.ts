// Whether this browser holds a signed-in Firebase session, answered without loading Firebase.
// firebase-sdk.ts keeps the session in localStorage (browserLocalPersistence), where Firebase
// names it 'firebase:authUser:<apiKey>:[DEFAULT]'; firebase-identity.test.ts pins that name
// against the real SDK and the Auth emulator.

export interface StoredSession {
  exists(): boolean;
  /** Calls back when another tab stores a session (a sign-in there); returns unsubscribe. */
  onStored(cb: () => void): () => void;
}

const SESSION_KEY_PREFIX = 'firebase:authUser:';

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

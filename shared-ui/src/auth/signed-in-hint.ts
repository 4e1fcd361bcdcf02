// Who was last signed in on this browser, as the app itself wrote it down when Firebase reported
// the person: a page the browser draws shows them at once, and a visitor without the hint is signed
// out without downloading Firebase. Firebase's own stored session is not read: its storage format
// is the SDK's private business and changes with it. No token is kept here: only Firebase gives
// tokens, so a call that needs one waits for the SDK.
import type { AuthUser } from './identity';

export interface SignInHint {
  /** The person last reported signed in here, or null. */
  user(): AuthUser | null;
  /** Writes down what Firebase reported (null: signed out). */
  remember(user: AuthUser | null): void;
  /** Calls back when another tab writes a different hint (a sign-in or sign-out there); returns unsubscribe. */
  onChangedElsewhere(cb: () => void): () => void;
}

const HINT_KEY = 'carmarket:signed-in';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(json: string | null): AuthUser | null {
  try {
    const saved = JSON.parse(json ?? 'null') as Partial<AuthUser> | null;
    if (typeof saved?.uid !== 'string' || typeof saved.email !== 'string') return null;
    return {
      uid: saved.uid,
      email: saved.email,
      displayName: typeof saved.displayName === 'string' ? saved.displayName : null,
      photoURL: typeof saved.photoURL === 'string' ? saved.photoURL : null,
      emailVerified: saved.emailVerified === true,
    };
  } catch {
    return null; // not ours any more: as if none
  }
}

/** The hint kept in `storage` (none, e.g. storage refused: nobody is known until Firebase says). */
export function signInHint(storage: HintStorage | null): SignInHint {
  return {
    user() {
      try {
        return read(storage?.getItem(HINT_KEY) ?? null);
      } catch {
        return null;
      }
    },
    remember(user) {
      try {
        if (!user) storage?.removeItem(HINT_KEY);
        else storage?.setItem(HINT_KEY, JSON.stringify(user));
      } catch {
        // storage full or refused: the next page asks Firebase instead
      }
    },
    onChangedElsewhere(cb) {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === HINT_KEY && event.newValue !== event.oldValue) cb();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** This browser's hint (localStorage); outside a browser, none. */
export function browserSignInHint(): SignInHint {
  let storage: HintStorage | null = null;
  try {
    if (typeof window !== 'undefined') storage = window.localStorage;
  } catch {
    // storage refused by privacy settings
  }
  return signInHint(storage);
}

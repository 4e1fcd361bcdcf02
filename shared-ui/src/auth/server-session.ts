// The web app's server session: an HttpOnly cookie the app's own server reads to draw signed-in
// pages, minted by the API from a fresh ID token (POST /session on this origin; DELETE /session at
// LogOut). Script cannot read the cookie, so the browser remembers for which account and when it
// last asked, and asks again for another account or after half a day (the cookie lasts days).
// A failure costs only the server-drawn page, so it is logged, never shown.

const MARK = 'carmarket:server-session';
const RENEW_AFTER_MS = 12 * 60 * 60 * 1000;

type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ServerSession {
  /**
   * Makes sure the cookie is this account's; asks the server only when it may not be, or always
   * when `stale` (the server drew the page for someone else, so the last mark is wrong).
   */
  ensure(uid: string, idToken: () => Promise<string | null>, stale?: boolean): Promise<void>;
  /** Clears the cookie (LogOut). */
  end(): Promise<void>;
}

interface Mark {
  uid: string;
  at: number;
}

function readMark(storage: MarkStorage | null): Mark | null {
  try {
    const mark = JSON.parse(storage?.getItem(MARK) ?? 'null') as Partial<Mark> | null;
    return typeof mark?.uid === 'string' && typeof mark.at === 'number' ? (mark as Mark) : null;
  } catch {
    return null;
  }
}

/** The session calls of the origin `origin()` answers for, remembering in `storage` (none: ask every time). */
export function serverSession(origin: () => string, storage: MarkStorage | null, now = Date.now): ServerSession {
  const url = () => `${origin()}/session`;
  // Bumped by end(): a session started before a LogOut must not leave its mark after it.
  let ended = 0;
  return {
    async ensure(uid, idToken, stale = false) {
      const mark = readMark(storage);
      if (!stale && mark?.uid === uid && now() - mark.at < RENEW_AFTER_MS) return;
      const endedBefore = ended;
      try {
        const token = await idToken();
        if (!token) return;
        const res = await fetch(url(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ idToken: token }),
          credentials: 'same-origin',
        });
        if (res.status !== 204) throw new Error(`answered ${res.status}`);
        if (ended === endedBefore) storage?.setItem(MARK, JSON.stringify({ uid, at: now() } satisfies Mark));
      } catch (error) {
        console.warn(`The server session could not be started: ${(error as Error).message}`);
      }
    },
    async end() {
      ended++;
      storage?.removeItem(MARK);
      try {
        await fetch(url(), { method: 'DELETE', credentials: 'same-origin' });
      } catch (error) {
        console.warn(`The server session could not be ended: ${(error as Error).message}`);
      }
    },
  };
}

/** Where the app runs: its own origin and local storage. Outside a browser (tests in Node) nothing is asked. */
export function browserServerSession(): ServerSession {
  if (typeof window === 'undefined') return { ensure: async () => undefined, end: async () => undefined };
  let storage: MarkStorage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage refused (privacy settings): ask at every page load instead.
  }
  return serverSession(() => window.location.origin, storage);
}

// For the shell's entry, before Module Federation shares anything (so imported by path, bundled
// into the shell's entry, not shared): a browser whose stored session cannot be shown without
// Firebase (its token expires within a minute) starts downloading the Firebase Auth SDK at once,
// beside the page's other code, instead of after the app has started and found the session
// (./firebase.ts). A session with a good token is shown from storage, and the SDK confirms it
// after the first screen; a visitor without one downloads nothing.
import { anyStaleStoredSession } from './stored-session';

export function loadIdentityEarly(): void {
  if (anyStaleStoredSession()) void import('./firebase-sdk').catch(() => undefined); // firebase.ts loads it again and reports
}

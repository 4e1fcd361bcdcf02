// For the shell's entry, before Module Federation shares anything (so imported by path, bundled
// into the shell's entry, not shared): a browser that remembers a session starts downloading the
// Firebase Auth SDK at once, beside the page's other code, instead of after the app has started
// and found the session (./firebase.ts). A visitor without one downloads nothing.
import { anyStoredSession } from './stored-session';

export function loadIdentityEarly(): void {
  if (anyStoredSession()) void import('./firebase-sdk').catch(() => undefined); // firebase.ts loads it again and reports
}

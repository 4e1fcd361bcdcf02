// For the shell's entry, before Module Federation shares anything (so imported by path, bundled
// into the shell's entry, not shared): a page the browser draws for someone this browser knows to be
// signed in needs their token for its first reads, which only the Firebase Auth SDK gives: its
// download starts at once, beside the page's other code, instead of after the app has started. A
// page the server drew carries its first data, so the SDK waits for its first screen (./firebase.ts);
// a visitor nobody is known for downloads nothing.
import { isServerDrawn } from '../api/server-data';
import { browserSignInHint } from './signed-in-hint';

export function loadIdentityEarly(): void {
  if (!isServerDrawn() && browserSignInHint().user()) void import('./firebase-sdk').catch(() => undefined); // firebase.ts loads it again and reports
}

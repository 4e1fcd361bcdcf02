// The app's identity provider: Firebase Auth, downloaded only when someone can be signed in.
// A visitor the app knows of no sign-in for is reported signed out at once and never loads the SDK
// (about 40 KB gzip) unless they sign in, sign up, or sign in in another tab. A known person (whom
// the server drew the page for, or the browser's sign-in hint) is shown at once and the SDK confirms
// them after the first screen (docs/decisions/0032-firebase-after-the-first-screen.md); anything
// that needs a token loads it at once.
import type { ServerViewer } from '../server-contract';
import { getRuntimeConfig } from '../config/runtime-config';
import { afterFirstScreen } from './after-first-screen';
import type { AuthUser, IdentityProvider } from './identity';
import { pageViewer, viewerUser } from './page-viewer';
import { browserSignInHint, type SignInHint } from './signed-in-hint';

export type { AuthUser, IdentityProvider } from './identity';

/**
 * Whom to show before the SDK has reported: the page's viewer when the server drew it (null, a
 * page drawn for no one, shows no one even if this browser has a hint: its server session is gone
 * and the SDK is asked at once), else the hint.
 */
function firstKnown(hint: SignInHint, drawnFor: ServerViewer | null | undefined) {
  if (drawnFor !== undefined) return { user: drawnFor && viewerUser(drawnFor), askNow: !drawnFor && !!hint.user() };
  const user = hint.user();
  return { user, askNow: false };
}

/**
 * An IdentityProvider that loads the real one on first need: to confirm a known person (after the
 * first screen, through `confirmLater`), at once when the page was drawn for no one while this
 * browser has a hint, on the first sign-in action or token, and when another tab signs in or out.
 * What the loaded provider reports is written down in the hint for the next page.
 */
export function lazyIdentity(
  load: () => Promise<IdentityProvider>,
  hint: SignInHint,
  confirmLater: (confirm: () => void) => void,
  drawnFor: () => ServerViewer | null | undefined = () => undefined,
): IdentityProvider {
  let loading: Promise<IdentityProvider> | null = null;
  let loaded: IdentityProvider | null = null;
  /** Subscriptions made before the provider loaded, attached to it when it does. */
  const waiting = new Set<(provider: IdentityProvider) => void>();
  let first: ReturnType<typeof firstKnown> | null = null;
  /** Read once, on first need: the page's markup is parsed by then. */
  const known = () => (first ??= firstKnown(hint, drawnFor()));

  function provider(): Promise<IdentityProvider> {
    loading ??= load().then(
      (p) => {
        loaded = p;
        p.onChange((user) => hint.remember(user));
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
  const remembered = (user: AuthUser) => {
    hint.remember(user);
    return user;
  };
  /**
   * Someone may be signed in: only the SDK can say who, and give their token. (A sign-in in
   * another tab reaches here through the hint's storage event, which loads the SDK.)
   */
  const maybeSignedIn = () => loading !== null || known().user !== null || known().askNow;

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
        const restore = () =>
          void provider().catch((err: unknown) => {
            console.error('[auth] could not load the sign-in SDK', err);
            cb(null);
          });
        const { user, askNow } = known();
        if (user) {
          cb(user);
          confirmLater(restore);
        } else if (askNow) {
          restore();
        } else {
          cb(null);
        }
      }
      // A sign-in or sign-out in another tab: the SDK reads the session and reports it.
      const unwatch = hint.onChangedElsewhere(() => void provider().catch(() => undefined));
      return () => {
        waiting.delete(attach);
        detach?.();
        unwatch();
      };
    },
    // The action's person is the final one (a sign-up's name is set after Firebase first reports).
    signIn: async (email, password) => remembered(await (await provider()).signIn(email, password)),
    signUp: async (name, email, password) => remembered(await (await provider()).signUp(name, email, password)),
    signInWithGoogle: async () => remembered(await (await provider()).signInWithGoogle()),
    account: async () => (await provider()).account(),
    // Without the SDK and without anyone known nobody is signed in.
    signOut: async () => {
      if (!maybeSignedIn()) return;
      await (await provider()).signOut();
      hint.remember(null);
    },
    idToken: async () => (maybeSignedIn() ? (await provider()).idToken() : null),
  };
}

export const firebaseIdentity: IdentityProvider = lazyIdentity(
  () => import('./firebase-sdk').then((sdk) => sdk.createFirebaseIdentity(getRuntimeConfig().firebase)),
  browserSignInHint(),
  afterFirstScreen,
  pageViewer,
);

/** The ID token for API calls (null when signed out); loads the SDK when someone may be signed in. */
export const currentIdToken = (): Promise<string | null> => firebaseIdentity.idToken();

/** Password reset and change, and re-authentication, on the page's one Firebase Auth. */
export const accountActions = () => firebaseIdentity.account();

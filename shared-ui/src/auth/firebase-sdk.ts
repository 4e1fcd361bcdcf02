// The Firebase Auth SDK behind the app's IdentityProvider. Loaded on demand by ./firebase.ts
// (its own chunk), so a signed-out visitor never downloads it. Only shared-ui imports Firebase
// (the webpack config fails any other importer's build) and shared-ui is a Module Federation
// singleton: one Auth instance, one signed-in user for the shell and every remote.
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { RuntimeConfig } from '../contract';
import { emulatorGoogleCredential, emulatorGoogleSignIn } from './emulator-google';
import type { AccountActions, AuthUser, IdentityProvider, SignInMethod } from './identity';

function toAuthUser(u: FirebaseUser): AuthUser {
  return {
    uid: u.uid,
    email: u.email ?? '',
    displayName: u.displayName,
    photoURL: u.photoURL,
    emailVerified: u.emailVerified,
  };
}

/**
 * Auth with the session kept in localStorage (one storage for every tab's page) and no
 * popup/redirect machinery at start-up: getAuth() would add both IndexedDB persistence and the
 * redirect resolver, which only Google's popup needs; signInWithGoogle passes it when used.
 */
function createAuth(firebase: RuntimeConfig['firebase']): Auth {
  const app = getApps().length
    ? getApp()
    : initializeApp({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId });
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (firebase.authEmulatorUrl) connectAuthEmulator(auth, firebase.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

function signedInUser(auth: Auth): FirebaseUser {
  if (!auth.currentUser)
    throw Object.assign(new Error('Firebase: Error (auth/no-current-user).'), { code: 'auth/no-current-user' });
  return auth.currentUser;
}

function accountActions(auth: Auth, firebase: RuntimeConfig['firebase']): AccountActions {
  const reauthenticate = async (password?: string) => {
    const user = signedInUser(auth);
    if (password !== undefined) {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    } else if (firebase.authEmulatorUrl) {
      await reauthenticateWithCredential(user, emulatorGoogleCredential(user.email ?? ''));
    } else {
      await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
    }
  };
  return {
    signInMethods: () =>
      (auth.currentUser?.providerData ?? []).flatMap((p): SignInMethod[] =>
        p.providerId === 'password' ? ['password'] : p.providerId === 'google.com' ? ['google'] : [],
      ),
    checkResetCode: (code) => verifyPasswordResetCode(auth, code),
    confirmReset: (code, newPassword) => confirmPasswordReset(auth, code, newPassword),
    changePassword: async (currentPassword, newPassword) => {
      await reauthenticate(currentPassword);
      await updatePassword(signedInUser(auth), newPassword);
    },
    confirmIdentity: async (password) => {
      await reauthenticate(password);
      await signedInUser(auth).getIdToken(true); // the API reads the sign-in time from the token
    },
    sendVerificationEmail: () => sendEmailVerification(signedInUser(auth)),
    reloadUser: async () => {
      const user = signedInUser(auth);
      await reload(user);
      // The token's email_verified claim changes only in a new token.
      await user.getIdToken(true);
      return toAuthUser(user);
    },
  };
}

/** The IdentityProvider on a new Firebase Auth instance (called once per page, by ./firebase.ts). */
export function createFirebaseIdentity(firebase: RuntimeConfig['firebase']): IdentityProvider {
  const auth = createAuth(firebase);
  const actions = accountActions(auth, firebase);
  return {
    onChange: (cb) => onAuthStateChanged(auth, (u) => cb(u ? toAuthUser(u) : null)),
    signIn: async (email, password) => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user),
    signUp: async (name, email, password) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName: name });
      // CarMarket e-mails only a verified address; the account works meanwhile (the app asks to verify).
      await sendEmailVerification(user).catch((error: unknown) =>
        console.warn('[auth] could not send the verification e-mail', error),
      );
      return toAuthUser(user);
    },
    signInWithGoogle: async () => {
      const credential = firebase.authEmulatorUrl
        ? await emulatorGoogleSignIn(auth)
        : await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
      return toAuthUser(credential.user);
    },
    signOut: () => signOut(auth),
    idToken: async () => {
      await auth.authStateReady(); // a session restored from storage is ready only after this
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    account: async () => {
      await auth.authStateReady();
      return actions;
    },
  };
}

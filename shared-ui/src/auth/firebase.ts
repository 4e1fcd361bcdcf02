// Firebase Auth, initialised lazily from the runtime config. Lives in shared-ui (an MF singleton)
// so the shell and every remote share one Auth instance and one signed-in user.
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import { getRuntimeConfig } from '../config/runtime-config';
import { emulatorGoogleSignIn } from './emulator-google';

/** The signed-in person as the app sees them. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** What the auth store needs from an identity provider. */
export interface IdentityProvider {
  /** Calls back with the current user now-ish and after every sign-in/out; returns unsubscribe. */
  onChange(cb: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(name: string, email: string, password: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** A fresh ID token of the signed-in user (refreshed by the SDK before expiry), or null. */
  idToken(): Promise<string | null>;
}

let auth: Auth | null = null;

function firebaseAuth(): Auth {
  if (auth) return auth;
  const { firebase } = getRuntimeConfig();
  const app = getApps().length ? getApp() : initializeApp({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId });
  auth = getAuth(app);
  if (firebase.authEmulatorUrl) connectAuthEmulator(auth, firebase.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

function toAuthUser(u: FirebaseUser): AuthUser {
  return { uid: u.uid, email: u.email ?? '', displayName: u.displayName, photoURL: u.photoURL, emailVerified: u.emailVerified };
}

/** The ID token for API calls; waits for Firebase to restore a session on page load. */
export async function currentIdToken(): Promise<string | null> {
  if (!auth) return null; // nobody has started auth: no one can be signed in
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export const firebaseIdentity: IdentityProvider = {
  onChange: (cb) => onAuthStateChanged(firebaseAuth(), (u) => cb(u ? toAuthUser(u) : null)),
  signIn: async (email, password) => toAuthUser((await signInWithEmailAndPassword(firebaseAuth(), email, password)).user),
  signUp: async (name, email, password) => {
    const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
    await updateProfile(user, { displayName: name });
    return toAuthUser(user);
  },
  signInWithGoogle: async () => {
    const auth = firebaseAuth();
    const credential = getRuntimeConfig().firebase.authEmulatorUrl ? await emulatorGoogleSignIn(auth) : await signInWithPopup(auth, new GoogleAuthProvider());
    return toAuthUser(credential.user);
  },
  signOut: () => signOut(firebaseAuth()),
  idToken: currentIdToken,
};

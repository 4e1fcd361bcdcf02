// What the auth store needs from an identity provider, and the person it reports.

/** The signed-in person as the app sees them. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

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

// What the auth store needs from an identity provider, and the person it reports.

/** The signed-in person as the app sees them. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** How a person signs in. */
export type SignInMethod = 'password' | 'google';

/** The signed-in person's own sign-in, and the reset link's page (which works signed out). */
export interface AccountActions {
  /** How the signed-in person can sign in (both when a Google account also has a password). */
  signInMethods(): SignInMethod[];
  /** The e-mail address a reset code is for; rejects a used, expired or malformed code. */
  checkResetCode(code: string): Promise<string>;
  confirmReset(code: string, newPassword: string): Promise<void>;
  /** Checks the current password (a fresh sign-in), then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** A fresh sign-in before a step that needs one: the password again, or Google again. */
  confirmIdentity(password?: string): Promise<void>;
  /** Sends Firebase's verification e-mail to the signed-in person's address again. */
  sendVerificationEmail(): Promise<void>;
  /** Reads the signed-in person again (and takes a fresh token): whether they verified their address meanwhile. */
  reloadUser(): Promise<AuthUser>;
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
  /** Password reset, password change and re-authentication (loads the SDK). */
  account(): Promise<AccountActions>;
}

// Google sign-in against the Firebase Auth emulator without the Internet. The emulator's own
// popup needs Google's gapi script (apis.google.com), which an offline machine cannot load; the
// emulator also accepts an unsigned JSON id_token for google.com, which is what its popup would
// produce. So in emulator mode a small "choose an account" dialog stands in for the popup.
import {
  GoogleAuthProvider,
  signInWithCredential,
  type Auth,
  type OAuthCredential,
  type UserCredential,
} from 'firebase/auth';
import { theme } from '../theme/theme';

/** Asks which (fake) Google account to use; null when the person cancels. */
async function chooseEmulatorAccount(): Promise<string | null> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire<string>({
    title: 'Sign in with Google',
    text: 'Test mode (Auth emulator): enter any e-mail to sign in as that Google account.',
    input: 'email',
    inputLabel: 'Google account e-mail',
    inputPlaceholder: 'you@example.com',
    showCancelButton: true,
    confirmButtonText: 'Continue',
    confirmButtonColor: theme.colors.primary,
    heightAuto: false,
  });
  return result.isConfirmed && result.value ? result.value.trim().toLowerCase() : null;
}

export async function emulatorGoogleSignIn(auth: Auth): Promise<UserCredential> {
  const email = await chooseEmulatorAccount();
  // Cancelling reads like closing the real popup.
  if (!email)
    throw Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), {
      code: 'auth/popup-closed-by-user',
    });
  return signInWithCredential(auth, emulatorGoogleCredential(email));
}

/** The emulator's stand-in for the credential Google's popup returns for `email`. */
export function emulatorGoogleCredential(email: string): OAuthCredential {
  const local = email.split('@')[0];
  const name = local.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const claims = { sub: `google-${email}`, email, email_verified: true, name };
  return GoogleAuthProvider.credential(JSON.stringify(claims));
}

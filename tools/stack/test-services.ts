// The stack's parts that other workspaces' tests start on their own, by name
// ('@carmarket/stack/test-services'): the e-mail catcher and the Firebase Auth emulator, without
// loading the rest of the stack.
export { startMailCatcher, type CaughtMail, type MailCatcher } from './src/mail-catcher';
export { startAuthEmulator, type AuthEmulator, type AuthEmulatorOptions } from './src/auth-emulator';

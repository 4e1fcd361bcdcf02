import { parse, serialize } from 'cookie';

/** The server session's cookie: its name is the one Firebase Hosting passes to a backend. */
export const SESSION_COOKIE = '__session';

export interface SessionCookieOptions {
  maxAgeSeconds: number;
  /** Sent over HTTPS only (production, or an app served over https). */
  secure: boolean;
}

/** `Set-Cookie` for a new session: script cannot read it, other sites' requests mostly go without it. */
export function sessionCookieHeader(value: string, options: SessionCookieOptions): string {
  return serialize(SESSION_COOKIE, value, {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: options.maxAgeSeconds,
  });
}

/** `Set-Cookie` that removes the session (LogOut). */
export function clearedSessionCookieHeader(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0 });
}

/** The session cookie of a request's `Cookie` header, if any. */
export function sessionCookieOf(header: string | undefined): string | null {
  if (!header) return null;
  return parse(header)[SESSION_COOKIE] || null;
}

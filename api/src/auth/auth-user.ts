import type { Role } from '../common/roles';

/** The verified caller, attached to the request by AuthGuard. */
export interface AuthUser {
  uid: string;
  /** Lower-cased e-mail from the verified token. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** Read from the users collection on every request; null until the account registers. */
  role: Role | null;
  userId: string | null;
  /** When the person last signed in with a credential (seconds since the epoch, from the token); absent counts as long ago. */
  authTime?: number;
}

/** The caller of any route not marked @AllowUnregistered(): the guard guarantees these fields. */
export interface RegisteredUser extends AuthUser {
  email: string;
  role: Role;
  userId: string;
}

/** Firebase Auth's own minimum: a shorter password is refused with auth/weak-password. */
export const PASSWORD_MIN_LENGTH = 6;

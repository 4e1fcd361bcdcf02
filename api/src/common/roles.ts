// Account roles: one list for the user record, the sign-up DTO and the route guards.

export const ROLES = ['User', 'Buyer', 'Seller', 'Admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose at sign-up; Admin is never granted through the API. */
export const SIGNUP_ROLES = ['User', 'Buyer', 'Seller'] as const satisfies readonly Role[];
/** The role of an account first seen at login or Google sign-in. */
export const DEFAULT_ROLE: Role = 'Buyer';

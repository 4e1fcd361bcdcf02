/** `require` for a server bundle: the render server's copy of a shared library. */
export function requireShared(request: string): unknown;
/** The requests a server bundle may make. */
export const SHARED_REQUESTS: readonly string[];

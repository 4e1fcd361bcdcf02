import type { RuntimeConfig } from '@carmarket/shared-ui/src/contract';

/** The shell page's Content-Security-Policy, from its runtime config (see csp.js). */
export function shellContentSecurityPolicy(config: RuntimeConfig): string;
/** A remote server's: it serves no page. */
export const REMOTE_CONTENT_SECURITY_POLICY: string;

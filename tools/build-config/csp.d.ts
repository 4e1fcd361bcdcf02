import type { RuntimeConfig } from '@carmarket/shared-ui/src/contract';

/** The shell page's Content-Security-Policy, from its runtime config and built index.html (see csp.js). */
export function shellContentSecurityPolicy(config: RuntimeConfig, indexHtml?: string): string;
/** 'sha256-…' sources for the inline scripts of a page. */
export function inlineScriptHashes(html: string): string[];
/** A remote server's: it serves no page. */
export const REMOTE_CONTENT_SECURITY_POLICY: string;

import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SeoOptions {
  /** Where people open the app (PUBLIC_APP_URL): robots.txt names the sitemap there. */
  appUrl: string;
  /** Where this server reaches the API (API_INTERNAL_URL, else the browser's API_URL). */
  apiUrl: string;
}

/** The shell's crawler settings from its environment (see seo.js). */
export function seoOptions(env: Record<string, string | undefined>, defaults: SeoOptions): SeoOptions;
export function robotsTxt(appUrl: string): string;
export function isNoindexPage(pathname: string): boolean;
/** Answers robots.txt and the sitemap files (true); marks private pages noindex and leaves them to the caller (false). */
export function answerCrawler(req: IncomingMessage, res: ServerResponse, pathname: string, seo: SeoOptions): boolean;

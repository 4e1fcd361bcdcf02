import type { Compiler } from 'webpack';

/** The inline script of index.html that asks for the runtime config and the storefront's manifest early. */
export const STARTUP_REQUESTS: string;
/** Adds the <link rel="preload"> hints and the inline script to index.html (see preload-startup.js). */
export class PreloadStartupChunks {
  constructor(entryFile: string, startupRequest?: string);
  apply(compiler: Compiler): void;
}

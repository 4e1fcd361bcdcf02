import type { RuntimeConfig } from '@carmarket/shared-ui/src/contract';

/** The shell's /config.json, built from env (see runtime-config.js for the variables). */
export function buildRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig;

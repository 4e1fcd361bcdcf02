// The shell owns what /config.json contains (shell/config/runtime-config); the stack's static
// server only answers it, filled from the stack's env.
import type { RuntimeConfig } from '../../../shared-ui/src/contract';
import { buildRuntimeConfig } from '../../../shell/config/runtime-config';

export function buildShellRuntimeConfig(env: NodeJS.ProcessEnv): RuntimeConfig {
  return buildRuntimeConfig(env);
}

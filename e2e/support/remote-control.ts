// Stops and restarts one web app's server of the running stack (its host going down, or a
// remote released on its own with a new build).
import { controlApp } from '@carmarket/stack';
import type { WebAppName } from '@carmarket/stack';
import { stackInfo } from './stack-handle';

export function stopServer(app: WebAppName): Promise<void> {
  return controlApp(stackInfo().controlUrl, app, 'stop');
}

/** Restarts the app's server, from `root` (another build folder) or its usual dist. */
export function startServer(app: WebAppName, root?: string): Promise<void> {
  return controlApp(stackInfo().controlUrl, app, 'start', root);
}

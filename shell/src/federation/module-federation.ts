// The browser's contract loader: Module Federation's runtime, with the remotes registered from
// the runtime config (/config.json) so a remote moves or is released without rebuilding the shell.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName, RuntimeConfig } from '@carmarket/shared-ui';
import { REMOTE_NAMES } from './remote-mounts';
import { manifestPlugin } from './manifest-plugin';
import { retryPlugin } from './retry-plugin';
import type { ContractLoader } from './remote-registry';

export function startModuleFederation(config: RuntimeConfig): ContractLoader {
  // `init` attaches to the instance the webpack plugin created for 'shell', keeping its share scope.
  init({ name: 'shell', remotes: [], plugins: [manifestPlugin(), retryPlugin()], shareStrategy: 'loaded-first' });
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
  return async (name: RemoteName) => {
    const exposed = await loadRemote<{ default: RemoteModule }>(`${name}/remote`);
    return exposed?.default as RemoteModule;
  };
}

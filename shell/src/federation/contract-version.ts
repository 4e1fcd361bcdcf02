// A remote built against another major version of the shell–remote contract is refused before
// any of its code loads: its manifest says which version it was compiled against
// (tools/build-config/webpack/contract-version.js). docs/architecture.md §3.1.
import { CONTRACT_VERSION, type RemoteName } from '@carmarket/shared-ui';
import { REMOTE_LABELS } from './remote-mounts';

const SEMVER = /^(\d+)\.\d+\.\d+$/;

/** The shell will not load this remote as released; a reload after a rollback may bring it back. */
export class RemoteRefusedError extends Error {
  override name = 'RemoteRefusedError';
}

const majorOf = (version: string) => SEMVER.exec(version)?.[1];

/** Throws RemoteRefusedError unless `builtAgainst` has the shell's contract major. */
export function checkContractVersion(
  remote: RemoteName,
  builtAgainst: unknown,
  shellVersion: string = CONTRACT_VERSION,
): void {
  const area = REMOTE_LABELS[remote];
  if (typeof builtAgainst !== 'string' || !majorOf(builtAgainst)) {
    throw new RemoteRefusedError(
      `This release of the ${area} gives no shell contract version, so CarMarket (contract ${shellVersion}) did not load it.`,
    );
  }
  if (majorOf(builtAgainst) !== majorOf(shellVersion)) {
    throw new RemoteRefusedError(
      `This release of the ${area} was built for shell contract ${builtAgainst}, which this version of CarMarket (contract ${shellVersion}) does not support, so it was not loaded.`,
    );
  }
}

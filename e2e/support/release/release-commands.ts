// The release commands a remote's team runs (npm run release|promote|rollback|releases -w <remote>),
// run against the e2e stack's release store for that remote.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, WORKSPACES } from '@carmarket/stack';
import type { RemoteName } from '@carmarket/shared-ui/src/contract';
import { stackInfo } from '../stack-handle';

function npmRun(remote: RemoteName, script: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync(
    'npm',
    ['run', '--silent', script, '-w', WORKSPACES[remote], ...(args.length ? ['--', ...args] : [])],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, RELEASES_DIR: stackInfo().releases[remote] },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

export interface Edit {
  /** Folder or file (absolute) whose sources get the replacement. */
  in: string;
  find: string;
  replace: string;
}

/** `npm run release` with one text replaced in the build; returns the published version. */
export function releaseEdited(remote: RemoteName, edit: Edit): { version: string; contract: string } {
  const out = npmRun(remote, 'release', ['--config', join(__dirname, 'webpack.edited.js')], {
    RELEASE_EDIT_IN: edit.in,
    RELEASE_FIND: edit.find,
    RELEASE_REPLACE: edit.replace,
  });
  const match = /published \S+ (\S+) \(contract (\S+)\)/.exec(out);
  if (!match) throw new Error(`npm run release printed no version:\n${out}`);
  return { version: match[1], contract: match[2] };
}

export const promote = (remote: RemoteName, version: string) => npmRun(remote, 'promote', [version]);
export const rollback = (remote: RemoteName) => npmRun(remote, 'rollback', []);
export const listReleases = (remote: RemoteName) => npmRun(remote, 'releases', []);

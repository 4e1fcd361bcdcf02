// Builds a remote as an earlier commit of this repository built it: that commit's remote, shared-ui
// and build config (git archive) in a temp folder whose node_modules links this checkout's
// third-party packages and that commit's own workspaces, then its own webpack config. What it
// gives is a release made before a change, to check the current shell still hosts it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, WORKSPACES, type WebAppName } from '@carmarket/stack';

/** The workspaces a remote's build reads, besides the remote's own. */
const BUILD_WORKSPACES = ['shared-ui', 'tools/build-config', 'tools/stack-facts'];
const ROOT_FILES = ['package.json', 'tsconfig.base.json', 'tsconfig.web.json'];

export interface OldBuild {
  /** The remote's dist folder, to serve in place of the current build. */
  dist: string;
  remove(): void;
}

export function buildRemoteAtCommit(app: WebAppName, commit: string): OldBuild {
  const root = mkdtempSync(join(tmpdir(), `carmarket-${app}-at-${commit.slice(0, 8)}-`));
  const workspaces = [WORKSPACES[app], ...BUILD_WORKSPACES];
  const archive = execFileSync('git', ['-C', REPO_ROOT, 'archive', commit, ...workspaces, ...ROOT_FILES], {
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });

  // Third-party packages from this checkout; the workspaces from the commit.
  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@carmarket'), { recursive: true });
  for (const entry of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    if (entry === '@carmarket' || entry === '.bin' || entry.startsWith('.')) continue;
    symlinkSync(join(REPO_ROOT, 'node_modules', entry), join(modules, entry));
  }
  for (const workspace of workspaces) {
    const { name } = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as { name: string };
    symlinkSync(join(root, workspace), join(modules, name));
  }

  execFileSync(join(REPO_ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: join(root, WORKSPACES[app]),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  return { dist: join(root, WORKSPACES[app], 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

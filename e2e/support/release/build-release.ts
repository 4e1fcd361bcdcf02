// Builds a remote's release with a visible change into a temp folder (see webpack.release.js),
// and fingerprints a build folder to prove what was (not) rebuilt.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, WORKSPACES, type WebAppName } from '@carmarket/stack';

export function buildRelease(app: WebAppName, outDir: string, find: string, replace: string): void {
  execFileSync(
    join(REPO_ROOT, 'node_modules/.bin/webpack'),
    ['--config', join(__dirname, 'webpack.release.js'), '--mode', 'production'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        RELEASE_APP_DIR: join(REPO_ROOT, WORKSPACES[app]),
        RELEASE_OUT: outDir,
        RELEASE_FIND: find,
        RELEASE_REPLACE: replace,
      },
      stdio: 'pipe',
    },
  );
}

/** Every file of a folder with its content hash and modification time. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else result[relative(dir, path)] = createHash('sha1').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

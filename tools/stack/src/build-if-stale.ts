// Production builds, run only when a workspace's build inputs changed since its last build.
// Inputs are hashed by content (a fresh clone has fresh mtimes), and the hash is kept in a stamp
// file inside dist, so deleting or cleaning dist also forces a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runToCompletion, type ServiceProcess } from './processes';

export interface BuildTarget {
  /** Service name, used in messages and log file names. */
  name: string;
  /** Workspace folder relative to the repo root, e.g. 'mfe-admin'. */
  workspace: string;
  /** A file the build must produce, relative to the workspace, e.g. 'dist/mf-manifest.json'. */
  output: string;
}

export interface BuildResult {
  name: string;
  built: boolean;
  ms: number;
}

const STAMP_FILE = '.carmarket-build.json';
/** Root files that change what every build produces. */
const ROOT_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'tsconfig.web.json'];
/** Folders and files that never feed a production build. */
const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  // The shell's render server, which its build writes beside dist.
  'dist-server',
  'releases',
  'coverage',
  'test',
  'tests',
  '__tests__',
  'bench',
  '.cache',
]);
const IGNORED_FILE = /(\.(spec|test)\.[cm]?[jt]sx?$)|(^jest\.config\.[cm]?js$)|(^Dockerfile$)|(\.md$)|(^\.)/;
const MAX_PARALLEL_BUILDS = 2;

/**
 * Starts the builds, at most two at a time (2 cores), in the given order; each target's promise
 * settles when that target is fresh, so its server can start while the others still build.
 */
export function buildIfStale(
  repoRoot: string,
  targets: BuildTarget[],
  logDir: string,
  onProgress: (message: string) => void,
  onSpawn?: (build: ServiceProcess) => void,
  signal?: AbortSignal,
): Map<string, Promise<BuildResult>> {
  const results = new Map<string, Promise<BuildResult>>();
  let slots = MAX_PARALLEL_BUILDS;
  const waiting: (() => void)[] = [];
  const acquire = () => (slots-- > 0 ? Promise.resolve() : new Promise<void>((go) => waiting.push(go)));
  const release = () => {
    slots++;
    waiting.shift()?.();
  };
  for (const target of targets) {
    const result = acquire().then(() => {
      if (signal?.aborted) {
        release();
        throw new Error(`build ${target.name} cancelled`);
      }
      return buildOne(repoRoot, target, logDir, onProgress, onSpawn).finally(release);
    });
    void result.catch(() => undefined); // the caller decides when a failure matters
    results.set(target.name, result);
  }
  return results;
}

export async function buildOne(
  repoRoot: string,
  target: BuildTarget,
  logDir: string,
  onProgress: (message: string) => void,
  onSpawn?: (build: ServiceProcess) => void,
): Promise<BuildResult> {
  const started = Date.now();
  const hash = hashInputs(repoRoot, target.workspace);
  if (isFresh(repoRoot, target, hash)) return { name: target.name, built: false, ms: Date.now() - started };

  onProgress(`building ${target.name} (production)…`);
  await runToCompletion(
    {
      name: `build ${target.name}`,
      command: 'npm',
      args: ['run', 'build', '-w', target.workspace],
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      logFile: join(logDir, `build-${target.name}.log`),
    },
    onSpawn,
  );
  const outputPath = join(repoRoot, target.workspace, target.output);
  if (!existsSync(outputPath)) {
    throw new Error(`building ${target.name} succeeded but produced no ${relative(repoRoot, outputPath)}`);
  }
  writeFileSync(stampPath(repoRoot, target), JSON.stringify({ inputs: hash, builtAt: new Date().toISOString() }));
  const ms = Date.now() - started;
  onProgress(`built ${target.name} in ${(ms / 1000).toFixed(1)} s`);
  return { name: target.name, built: true, ms };
}

function isFresh(repoRoot: string, target: BuildTarget, hash: string): boolean {
  if (!existsSync(join(repoRoot, target.workspace, target.output))) return false;
  try {
    return JSON.parse(readFileSync(stampPath(repoRoot, target), 'utf8')).inputs === hash;
  } catch {
    return false;
  }
}

function stampPath(repoRoot: string, target: BuildTarget): string {
  return join(repoRoot, target.workspace, 'dist', STAMP_FILE);
}

/** Hash of the workspace's sources, its @carmarket/* dependencies' sources and the root inputs. */
export function hashInputs(repoRoot: string, workspace: string): string {
  const hash = createHash('sha256');
  const folders = [workspace, ...localDependencies(repoRoot, workspace)];
  const files = [...ROOT_INPUTS.map((file) => join(repoRoot, file)).filter((file) => existsSync(file))];
  for (const folder of folders) collectFiles(join(repoRoot, folder), files);
  for (const file of files.sort()) {
    hash.update(relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Workspace folders of the @carmarket/* packages this workspace's build reads, directly or through
 * another of them: its dependencies and its build tools (devDependencies, e.g. the build config).
 */
function localDependencies(repoRoot: string, workspace: string): string[] {
  const rootManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const folderOf = new Map<string, string>();
  for (const folder of rootManifest.workspaces as string[]) {
    const candidate = join(repoRoot, folder, 'package.json');
    if (existsSync(candidate)) folderOf.set(JSON.parse(readFileSync(candidate, 'utf8')).name, folder);
  }
  const found = new Set<string>();
  const visit = (folder: string) => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const dependency = folderOf.get(name);
      if (dependency && dependency !== workspace && !found.has(dependency)) {
        found.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(workspace);
  return [...found];
}

function collectFiles(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name) && !entry.name.startsWith('.')) collectFiles(join(dir, entry.name), into);
    } else if (entry.isFile() && !IGNORED_FILE.test(entry.name)) {
      into.push(join(dir, entry.name));
    }
  }
}

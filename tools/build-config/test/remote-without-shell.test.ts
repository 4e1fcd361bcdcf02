// A remote team builds and releases without the shell's folder: every remote's production build
// runs in a copy of the repository that has no shell/ (only the root files, this package, the
// data package, shared-ui and the remotes; third-party packages are linked from node_modules).
// One webpack process builds the four remotes at once: ~1 min on two busy cores.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@carmarket/stack-facts/demo-accounts';

const REPO_ROOT = join(__dirname, '../../..');
const REMOTES = ['mfe-storefront', 'mfe-buyer', 'mfe-seller', 'mfe-admin'];
const LOCAL_PACKAGES = {
  'build-config': 'tools/build-config',
  'stack-facts': 'tools/stack-facts',
  'shared-ui': 'shared-ui',
};
const ROOT_FILES = ['package.json', 'tsconfig.base.json', 'tsconfig.web.json'];

let copy: string;

/** The copy's node_modules: our packages point at the copy, every other package at the real one. */
function linkNodeModules(): void {
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@carmarket'), { recursive: true });
  for (const entry of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '@carmarket' && entry !== '.bin')
      symlinkSync(join(REPO_ROOT, 'node_modules', entry), join(modules, entry));
  }
  for (const [name, folder] of Object.entries(LOCAL_PACKAGES))
    symlinkSync(join(copy, folder), join(modules, '@carmarket', name));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'remotes-without-shell-'));
  const skip = (source: string) => !/[\\/](node_modules|dist)$/.test(source);
  for (const file of ROOT_FILES) cpSync(join(REPO_ROOT, file), join(copy, file));
  for (const folder of [...Object.values(LOCAL_PACKAGES), ...REMOTES]) {
    cpSync(join(REPO_ROOT, folder), join(copy, folder), { recursive: true, filter: skip });
  }
  linkNodeModules();
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('builds every remote for production with no shell folder in the repository', () => {
  expect(existsSync(join(copy, 'shell'))).toBe(false);
  const script = `
    const webpack = require('webpack');
    // A remote with pages drawn on the server builds two configs: its container and its server bundle.
    const configs = ${JSON.stringify(REMOTES)}.flatMap((remote) => require('./' + remote + '/webpack.config.js')({}, { mode: 'production' }));
    webpack(configs, (error, stats) => {
      if (error) { console.error(error.stack || error); process.exit(1); }
      if (stats.hasErrors()) { console.error(stats.toString('errors-only')); process.exit(1); }
      process.exit(0);
    });`;
  const build = spawnSync(process.execPath, ['-e', script], { cwd: copy, encoding: 'utf8' });
  // On failure the message shows webpack's errors (a success prints only warnings).
  expect({ status: build.status, errors: build.status === 0 ? '' : build.stderr }).toEqual({ status: 0, errors: '' });

  expect(existsSync(join(copy, 'mfe-storefront', 'dist', 'server', 'render.js'))).toBe(true);
  for (const remote of REMOTES) {
    const dist = join(copy, remote, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    expect([remote, manifest.exposes.map((e: { path: string }) => e.path)]).toEqual([
      remote,
      expect.arrayContaining(['./remote']),
    ]);
    // The bundles carry the Demo Login's account (shared-ui's auth store) and no other account.
    const bundle = filesUnder(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(bundle).toContain(DEMO_ACCOUNTS.buyer.email);
    for (const key of ['seller', 'newSeller', 'admin'] as const)
      expect([remote, bundle.includes(DEMO_ACCOUNTS[key].email)]).toEqual([remote, false]);
  }
}, 600_000);

#!/usr/bin/env node
// A remote team's release commands, run in the remote's workspace (its package.json scripts):
//   npm run release  -w mfe-admin [-- <webpack-cli arguments>]   build and publish a new version
//   npm run promote  -w mfe-admin -- <version>                   make it the one the shell loads
//   npm run rollback -w mfe-admin                                back to the previous one
//   npm run releases -w mfe-admin                                list versions, current marked
// The store is the workspace's releases/ folder, or RELEASES_DIR. docs/architecture.md §3.1.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const store = require('./store');

const workspace = process.cwd();

function storeDir() {
  return path.resolve(process.env.RELEASES_DIR || path.join(workspace, 'releases'));
}

function packageJson() {
  const file = path.join(workspace, 'package.json');
  if (!fs.existsSync(file) || !fs.existsSync(path.join(workspace, 'webpack.config.js'))) {
    throw new Error(`${workspace} is no remote's workspace: run this as npm run <command> -w mfe-<remote>`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The remote's own production build, written to `outDir` instead of dist/ (dist stays as it is). */
function build(outDir, webpackArgs) {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [workspace] });
  const result = spawnSync(
    process.execPath,
    [webpackCli, '--mode', 'production', '--output-path', outDir, ...webpackArgs],
    {
      cwd: workspace,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
  }
}

function release(args) {
  const { name, version } = packageJson();
  const dir = storeDir();
  const staging = store.stagingFolder(dir);
  try {
    console.log(`building ${name} ${version} for production…`);
    build(staging, args);
    const published = store.publish(dir, staging, version);
    console.log(
      `${published.created ? 'published' : 'already published'} ${name} ${published.version} (contract ${published.contract})`,
    );
    console.log(`make it current with: npm run promote -w ${path.basename(workspace)} -- ${published.version}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function promote([version]) {
  if (!version)
    throw new Error(
      `which version? npm run promote -w ${path.basename(workspace)} -- <version> (npm run releases lists them)`,
    );
  const { name } = packageJson();
  const previous = store.promote(storeDir(), version);
  console.log(
    `${name}: ${version} is current${previous === version ? ' already' : ` (was ${previous ?? 'the default build'})`}; a reload of the shell loads it`,
  );
}

function rollback() {
  const { name } = packageJson();
  const { from, to } = store.rollback(storeDir());
  console.log(
    `${name}: rolled back from ${from} to ${to ?? 'the default build (dist/)'}; a reload of the shell loads it`,
  );
}

function list() {
  const { name } = packageJson();
  const dir = storeDir();
  const { current } = store.readChannels(dir);
  const releases = store.listReleases(dir);
  // npm runs this in the workspace; paths are shown from where npm was started.
  console.log(`${name} releases in ${path.relative(process.env.INIT_CWD || process.cwd(), dir) || '.'} (* current):`);
  for (const r of releases)
    console.log(
      `${r.version === current ? '*' : ' '} ${r.version.padEnd(24)} published ${r.publishedAt}  contract ${r.contract}`,
    );
  if (!releases.length) console.log('  none yet: npm run release publishes one');
  console.log(`${current ? ' ' : '*'} default build (dist/)`);
}

const COMMANDS = { release, promote, rollback, list };

const [command, ...rest] = process.argv.slice(2);
try {
  if (!COMMANDS[command]) throw new Error(`usage: cli.js <${Object.keys(COMMANDS).join('|')}> [arguments]`);
  COMMANDS[command](rest);
} catch (error) {
  console.error(`${command ?? 'release'}: ${error.message}`);
  process.exit(1);
}

// A remote's release store: the folder its static server serves under /releases/ and as
// /channels.json (tools/stack/src/static-server.ts). Each release is an immutable folder
// <store>/<version>/ (a production build with its mf-manifest.json, plus release.json); the
// release pointer is <store>/channels.json: { current, history }. `current` null (or no
// channels.json at all) means the remote's default build (its dist/) is served.
// See docs/architecture.md §3.1.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const CHANNELS = 'channels.json';
const MANIFEST = 'mf-manifest.json';
const RELEASE_INFO = 'release.json';
/** package version + '+' + build hash: the only names a release folder may have. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{10}$/;
const HASH_CHARS = 10;

function filesUnder(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/** Hash of a build folder's files (names and bytes): the same build gives the same version. */
function buildHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(dir).sort()) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, HASH_CHARS);
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Written to a temporary name and renamed: a reader sees the old or the new file, never half. */
function writeJsonAtomically(file, value) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

function readChannels(store) {
  const file = path.join(store, CHANNELS);
  if (!fs.existsSync(file)) return { current: null, history: [] };
  const channels = readJson(file);
  return { current: channels.current ?? null, history: Array.isArray(channels.history) ? channels.history : [] };
}

/** Every published release, oldest first: { version, publishedAt, contract }. */
function listReleases(store) {
  if (!fs.existsSync(store)) return [];
  return fs
    .readdirSync(store, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && VERSION.test(entry.name) && fs.existsSync(path.join(store, entry.name, RELEASE_INFO)),
    )
    .map((entry) => readJson(path.join(store, entry.name, RELEASE_INFO)))
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}

/**
 * Moves a finished build (`built`, consumed) into the store as <version>/, never over an existing
 * release: the same build published twice is the same version and is kept as it was.
 * Returns { version, contract, created }.
 */
function publish(store, built, packageVersion) {
  const manifestFile = path.join(built, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${built} has no ${MANIFEST}: it is no remote build`);
  const contract = readJson(manifestFile).contract?.version ?? null;
  const version = `${packageVersion}+${buildHash(built)}`;
  const target = path.join(store, version);
  if (fs.existsSync(target)) {
    fs.rmSync(built, { recursive: true, force: true });
    return { version, contract, created: false };
  }
  fs.writeFileSync(
    path.join(built, RELEASE_INFO),
    `${JSON.stringify({ version, publishedAt: new Date().toISOString(), contract }, null, 2)}\n`,
  );
  fs.renameSync(built, target); // same file system: the staging folder lives in the store
  return { version, contract, created: true };
}

/** Points the remote at a published version; returns the version it replaces (or null). */
function promote(store, version) {
  if (!VERSION.test(version) || !fs.existsSync(path.join(store, version, RELEASE_INFO))) {
    const known = listReleases(store).map((release) => release.version);
    throw new Error(
      `no release ${version} in ${store}${known.length ? `; published: ${known.join(', ')}` : ' (none published yet)'}`,
    );
  }
  const channels = readChannels(store);
  if (channels.current === version) return version;
  writeJsonAtomically(path.join(store, CHANNELS), { current: version, history: [...channels.history, version] });
  return channels.current;
}

/** Points the remote back at the version promoted before the current one (null: its default build). */
function rollback(store) {
  const { current, history } = readChannels(store);
  if (!current) throw new Error(`nothing to roll back in ${store}: the default build is current`);
  const rest = history[history.length - 1] === current ? history.slice(0, -1) : history;
  const previous = rest.length ? rest[rest.length - 1] : null;
  writeJsonAtomically(path.join(store, CHANNELS), { current: previous, history: rest });
  return { from: current, to: previous };
}

/** A folder inside the store for a build in progress (a dotfolder: the server never serves it). */
function stagingFolder(store) {
  fs.mkdirSync(store, { recursive: true });
  return fs.mkdtempSync(path.join(store, '.staging-'));
}

module.exports = {
  buildHash,
  listReleases,
  promote,
  publish,
  readChannels,
  rollback,
  stagingFolder,
  VERSION,
  CHANNELS,
};

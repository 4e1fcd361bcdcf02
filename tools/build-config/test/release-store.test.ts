// The release store behind npm run release / promote / rollback / releases (release/store.js).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listReleases, promote, publish, readChannels, rollback, stagingFolder } from '../release/store';

let store: string;

beforeEach(() => (store = join(mkdtempSync(join(tmpdir(), 'release-store-')), 'releases')));
afterEach(() => rmSync(join(store, '..'), { recursive: true, force: true }));

/** A finished remote build in the store's staging area, with `text` in its entry. */
function built(text: string, contract = '1.0.0'): string {
  const dir = stagingFolder(store);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'admin', contract: { version: contract } }));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'remoteEntry.js'), text);
  return dir;
}

it('publishes a build as <package version>+<build hash>, and the same build again as the same version, untouched', () => {
  const first = publish(store, built('one'), '0.1.0');
  expect(first).toEqual({
    version: expect.stringMatching(/^0\.1\.0\+[0-9a-f]{10}$/),
    contract: '1.0.0',
    created: true,
  });
  expect(readFileSync(join(store, first.version, 'remoteEntry.js'), 'utf8')).toBe('one');
  const publishedAt = listReleases(store)[0].publishedAt;

  expect(publish(store, built('one'), '0.1.0')).toEqual({ ...first, created: false });
  expect(listReleases(store)).toEqual([{ version: first.version, publishedAt, contract: '1.0.0' }]);

  const second = publish(store, built('two'), '0.1.0');
  expect(second.version).not.toBe(first.version);
  // Oldest first; two published within one millisecond may come in either order.
  expect(
    listReleases(store)
      .map((r) => r.version)
      .sort(),
  ).toEqual([first.version, second.version].sort());
  expect(readFileSync(join(store, first.version, 'remoteEntry.js'), 'utf8')).toBe('one');
});

it('refuses to publish a folder that is no remote build', () => {
  const dir = stagingFolder(store);
  expect(() => publish(store, dir, '0.1.0')).toThrow(/no mf-manifest\.json/);
  expect(listReleases(store)).toEqual([]);
});

it('promotes and rolls back along the history, down to the default build', () => {
  const a = publish(store, built('a'), '0.1.0').version;
  const b = publish(store, built('b'), '0.2.0').version;
  expect(readChannels(store)).toEqual({ current: null, history: [] });

  expect(promote(store, a)).toBeNull();
  expect(promote(store, b)).toBe(a);
  expect(promote(store, b)).toBe(b); // already current: nothing changes
  expect(readChannels(store)).toEqual({ current: b, history: [a, b] });

  expect(rollback(store)).toEqual({ from: b, to: a });
  expect(readChannels(store)).toEqual({ current: a, history: [a] });
  expect(rollback(store)).toEqual({ from: a, to: null });
  expect(readChannels(store)).toEqual({ current: null, history: [] });
  expect(() => rollback(store)).toThrow(/nothing to roll back/);
  // Rolled back, not deleted: both can be promoted again.
  expect(
    listReleases(store)
      .map((r) => r.version)
      .sort(),
  ).toEqual([a, b].sort());
});

it('refuses to promote a version that was never published, naming those that were', () => {
  const a = publish(store, built('a'), '0.1.0').version;
  expect(() => promote(store, '0.1.0+0000000000')).toThrow(`no release 0.1.0+0000000000 in ${store}; published: ${a}`);
  expect(() => promote(store, '../dist')).toThrow(/no release \.\.\/dist/);
  expect(existsSync(join(store, 'channels.json'))).toBe(false);
});

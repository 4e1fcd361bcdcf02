// A promote or a rollback on a remote's host is what the shell's /config.json says on the next
// request: the remote's static server serves its release store, the shell's follows the pointer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRuntimeConfig } from '@carmarket/build-config/runtime-config';
import { releasePointers } from '@carmarket/build-config/release/pointers';
import { promote, publish, rollback, stagingFolder } from '@carmarket/build-config/release/store';
import { startStaticServer, type StaticServer } from '../src/static-server';

let dir: string;
let storefront: StaticServer;
let shell: StaticServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'release-pointer-serving-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'mf-manifest.json'), '{"build":"default"}');
  storefront = await startStaticServer({
    root: join(dir, 'dist'),
    port: 0,
    cors: true,
    releases: join(dir, 'releases'),
  });
  const config = buildRuntimeConfig({ STOREFRONT_URL: storefront.url });
  const follow = releasePointers();
  shell = await startStaticServer({ root: join(dir, 'dist'), port: 0, spa: true, runtimeConfig: () => follow(config) });
});

afterAll(async () => {
  await Promise.all([storefront.stop(), shell.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

async function storefrontManifest(): Promise<unknown> {
  const config = (await (await fetch(`${shell.url}/config.json`)).json()) as { remotes: { storefront: string } };
  return (await fetch(config.remotes.storefront)).json();
}

function release(build: string): string {
  const staging = stagingFolder(join(dir, 'releases'));
  writeFileSync(join(staging, 'mf-manifest.json'), JSON.stringify({ build }));
  return publish(join(dir, 'releases'), staging, '0.1.0').version;
}

it('serves the default build until a release is promoted, then the current release, then the previous one after a rollback', async () => {
  expect(await storefrontManifest()).toEqual({ build: 'default' });
  const first = release('first');
  const second = release('second');
  expect(await storefrontManifest()).toEqual({ build: 'default' }); // published, not current

  promote(join(dir, 'releases'), first);
  expect(await storefrontManifest()).toEqual({ build: 'first' });
  promote(join(dir, 'releases'), second);
  expect(await storefrontManifest()).toEqual({ build: 'second' });
  rollback(join(dir, 'releases'));
  expect(await storefrontManifest()).toEqual({ build: 'first' });
  rollback(join(dir, 'releases'));
  expect(await storefrontManifest()).toEqual({ build: 'default' });
});

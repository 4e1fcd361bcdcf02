/** @jest-environment node */
// A promote or rollback of a dashboard remote is seen by the very next dashboard page; the public
// pages may use the pointers read a moment ago, never older than CONFIG_MS.
import type { RuntimeConfig } from '@carmarket/shared-ui';
import { CONFIG_MS, releaseConfig } from './release-config';

const configAt = (admin: string): RuntimeConfig => ({
  apiUrl: 'http://api',
  remotes: {
    storefront: 'http://store/mf-manifest.json',
    buyer: 'http://buyer/mf-manifest.json',
    seller: 'http://seller/mf-manifest.json',
    admin: `http://admin/releases/${admin}/mf-manifest.json`,
  },
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
});

it("reads the pointers anew for a dashboard's page, and the same request's later reads take them", async () => {
  let current = '1.0.0';
  let now = 0;
  const follow = jest.fn(async () => configAt(current));
  const config = releaseConfig(follow, () => now);
  expect((await config()).remotes.admin).toContain('/1.0.0/');

  current = '1.1.0'; // promoted
  now += 10; // at once
  expect((await config()).remotes.admin).toContain('/1.0.0/'); // a public page: a moment old
  expect((await config(true)).remotes.admin).toContain('/1.1.0/'); // a dashboard's page: now
  expect((await config()).remotes.admin).toContain('/1.1.0/'); // its remotes, in the same request

  current = '1.0.0'; // rolled back
  expect((await config(true)).remotes.admin).toContain('/1.0.0/');
});

it('follows the pointers again for a public page once they are CONFIG_MS old', async () => {
  let current = '1.0.0';
  let now = 0;
  const config = releaseConfig(
    async () => configAt(current),
    () => now,
  );
  await config();
  current = '1.1.0';
  now += CONFIG_MS;
  expect((await config()).remotes.admin).toContain('/1.0.0/');
  now += 1;
  expect((await config()).remotes.admin).toContain('/1.1.0/');
});

// Versioned releases (docs/architecture.md §3.1): the admin team releases a changed remote,
// promotes it and rolls it back with the release commands; the shell, neither rebuilt nor
// restarted, shows whichever version is current after a reload, while another signed-in tab
// keeps working on the version it loaded. A release built against the next contract major is
// refused with the admin's fallback.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION } from '@carmarket/shared-ui/src/contract';
import { REPO_ROOT } from '@carmarket/stack';
import { ACCOUNTS } from '../../support/accounts';
import { loginThroughUi } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { fingerprint } from '../../support/release/build-release';
import { listReleases, promote, releaseEdited, rollback } from '../../support/release/release-commands';
import { screenshotBoth } from '../../support/screenshots';
import { stackInfo } from '../../support/stack-handle';

const marker = `release ${Date.now().toString(36)}`;
const changedLabel = `All Sellers (${marker})`;
const nextMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;

test.afterAll(() => {
  // Back to the default build for whatever runs next; the published versions stay in the run's store.
  rmSync(join(stackInfo().releases.admin, 'channels.json'), { force: true });
});

test('an admin release is promoted and rolled back by pointer; one built for the next contract major is refused', async ({
  page,
}) => {
  test.setTimeout(480_000); // two production webpack builds on 2 busy cores
  const shellBefore = fingerprint(join(REPO_ROOT, 'shell/dist'));
  const adminDistBefore = fingerprint(join(REPO_ROOT, 'mfe-admin/dist'));
  const menu = page.getByRole('navigation', { name: /dashboard/i });

  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto(ACCOUNTS.admin.dashboard);
  await expect(menu.getByRole('link', { name: 'All Sellers', exact: true })).toBeVisible();
  const otherTab = await page.context().newPage();
  await otherTab.goto(ACCOUNTS.admin.dashboard);
  const otherMenu = otherTab.getByRole('navigation', { name: /dashboard/i });
  await expect(otherMenu.getByRole('link', { name: 'All Sellers', exact: true })).toBeVisible();

  const changed = releaseEdited('admin', {
    in: join(REPO_ROOT, 'mfe-admin/src'),
    find: 'All Sellers',
    replace: changedLabel,
  });
  expect(changed).toEqual({ version: expect.stringMatching(/^0\.1\.0\+[0-9a-f]{10}$/), contract: CONTRACT_VERSION });
  // Published is not current: a reload still shows the default build.
  await page.reload();
  await expect(menu.getByRole('link', { name: 'All Sellers', exact: true })).toBeVisible();

  await test.step('promote: a reload shows the change; the other tab keeps working', async () => {
    promote('admin', changed.version);
    expect(listReleases('admin')).toContain(`* ${changed.version}`);
    await page.reload();
    await expect(menu.getByRole('link', { name: changedLabel })).toBeVisible({ timeout: 30_000 });

    // The tab opened before the promotion goes on with the version it loaded: a new screen of
    // that version still loads (its files were not replaced), and it is still signed in.
    await otherMenu.getByRole('link', { name: 'All Buyers' }).click();
    await expect(otherTab.getByRole('heading', { name: 'All Buyers' })).toBeVisible();
    await expect(otherMenu.getByRole('link', { name: 'All Sellers', exact: true })).toBeVisible();
    await expect(otherTab.getByRole('banner').getByRole('button', { name: 'LogOut' })).toBeVisible();
  });

  await test.step('rollback: a reload shows the previous version again', async () => {
    rollback('admin');
    expect(listReleases('admin')).toContain('* default build');
    await page.reload();
    await expect(menu.getByRole('link', { name: 'All Sellers', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(marker)).toHaveCount(0);
  });

  await test.step(`a release built against contract ${nextMajor} is refused with the fallback`, async () => {
    const contractFile = join(REPO_ROOT, 'shared-ui/src/contract.ts');
    const incompatible = releaseEdited('admin', {
      in: contractFile,
      find: `'${CONTRACT_VERSION}'`,
      replace: `'${nextMajor}'`,
    });
    expect(incompatible.contract).toBe(nextMajor);
    promote('admin', incompatible.version);
    await page.reload();
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback).toContainText('Admin dashboard is unavailable right now');
    await expect(fallback).toContainText(
      `built for shell contract ${nextMajor}, which this version of CarMarket (contract ${CONTRACT_VERSION}) does not support`,
    );
    await expect(page.getByRole('banner').getByRole('button', { name: 'LogOut' })).toBeVisible();
    await screenshotBoth(page, 'remote-refused-contract');

    // Its team rolls back; the fallback's button reloads and the admin screens are back.
    rollback('admin');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(menu.getByRole('link', { name: 'All Sellers', exact: true })).toBeVisible({ timeout: 30_000 });
  });

  // Neither the shell nor the admin's default build was rebuilt.
  expect(fingerprint(join(REPO_ROOT, 'shell/dist'))).toEqual(shellBefore);
  expect(fingerprint(join(REPO_ROOT, 'mfe-admin/dist'))).toEqual(adminDistBefore);
});

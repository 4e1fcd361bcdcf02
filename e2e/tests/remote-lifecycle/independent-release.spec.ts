// Independent release: the admin remote is rebuilt with a visible change and only its server is
// restarted; after a reload the shell, untouched and not rebuilt, shows the change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@carmarket/stack';
import { ACCOUNTS } from '../../support/accounts';
import { loginThroughUi } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { buildRelease, fingerprint } from '../../support/release/build-release';
import { startServer } from '../../support/remote-control';

const marker = `release ${Date.now().toString(36)}`;
let releaseDir: string | undefined;

test.afterAll(async () => {
  await startServer('admin'); // back to the regular build
  if (releaseDir) rmSync(releaseDir, { recursive: true, force: true });
});

test('a rebuilt admin remote shows its change after a reload, with the shell untouched', async ({ page }) => {
  test.setTimeout(240_000); // a production webpack build on 2 cores
  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto(ACCOUNTS.admin.dashboard);
  const menu = page.getByRole('navigation', { name: /dashboard/i });
  await expect(menu.getByRole('link', { name: 'All Sellers' })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);

  const shellBefore = fingerprint(join(REPO_ROOT, 'shell/dist'));
  releaseDir = mkdtempSync(join(tmpdir(), 'carmarket-admin-release-'));
  buildRelease('admin', releaseDir, 'All Sellers', `All Sellers (${marker})`);
  await startServer('admin', releaseDir);

  await page.reload();
  await expect(menu.getByRole('link', { name: `All Sellers (${marker})` })).toBeVisible({ timeout: 30_000 });
  expect(fingerprint(join(REPO_ROOT, 'shell/dist'))).toEqual(shellBefore);
});

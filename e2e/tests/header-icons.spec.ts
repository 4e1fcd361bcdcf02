// The signed-in header: its messages and notifications icons come with it, so the unread counts
// arriving after the first screen move nothing below the header. Measured the way a browser
// reports a page's stability (layout-shift entries) and by the header's own height over time.
import { ACCOUNTS } from '../support/accounts';
import { loginThroughUi, signedInButton } from '../support/auth';
import { expect, test } from '../support/fixtures';

// Collected from the page's first script on: every height the header had, and every layout shift.
const WATCH = `
  window.__header = { heights: [], shifts: [] };
  new PerformanceObserver((list) => list.getEntries().forEach((e) => {
    if (!e.hadRecentInput) window.__header.shifts.push(e.value);
  })).observe({ type: 'layout-shift', buffered: true });
  const sizes = new ResizeObserver((entries) => entries.forEach((e) => window.__header.heights.push(Math.round(e.contentRect.height))));
  new MutationObserver(() => {
    const header = document.querySelector('header');
    if (header && !header.__watched) { header.__watched = true; sizes.observe(header); }
  }).observe(document, { childList: true, subtree: true });
`;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the header keeps its height when the unread counts arrive`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginThroughUi(page, ACCOUNTS.buyer);
    await page.addInitScript(WATCH);
    const counts = Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/conversations/unread-count')),
      page.waitForResponse((r) => r.url().endsWith('/notifications/unread-count')),
    ]);
    await page.goto('/blog');
    await signedInButton(page).waitFor();
    await counts;
    // Both counts are drawn (or stay away at zero) within a frame or two of their answers.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const watched = await page.evaluate(
      () => (window as unknown as { __header: { heights: number[]; shifts: number[] } }).__header,
    );
    const cls = watched.shifts.reduce((sum, value) => sum + value, 0);
    console.log(`${viewport.width} px: header heights ${watched.heights.join(' → ')}, CLS ${cls.toFixed(4)}`);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible();
    expect(new Set(watched.heights).size, `header heights ${watched.heights.join(' → ')}`).toBe(1);
    expect(cls).toBeLessThan(0.01);
  });
}

for (const account of [ACCOUNTS.buyer, ACCOUNTS.seller, ACCOUNTS.admin]) {
  test(`on a phone the ${account.label}'s dashboard header is one row: a search icon and a menu button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughUi(page, account);
    await page.goto(account.dashboard);
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Dashboard Menu' });
    await expect(menu).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Search cars' })).toHaveAttribute('href', '/search');
    await expect(banner.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    // One row: the logo, the icons, LogOut and the menu button side by side, within the screen.
    const rows = await banner.evaluate((header) => {
      const controls = Array.from(header.querySelectorAll('a, button')).filter((el) => el.getClientRects().length > 0);
      return {
        tops: [...new Set(controls.map((el) => Math.round(el.getBoundingClientRect().top + el.clientHeight / 2)))],
        right: Math.max(...controls.map((el) => el.getBoundingClientRect().right)),
        height: header.getBoundingClientRect().height,
      };
    });
    expect(rows.height).toBeLessThanOrEqual(64);
    expect(rows.right).toBeLessThanOrEqual(390);
    expect(Math.max(...rows.tops) - Math.min(...rows.tops)).toBeLessThanOrEqual(4);
    // The main links and the side menu come with the open menu.
    await expect(banner.getByRole('link', { name: 'Blog' })).toBeHidden();
    await menu.click();
    await expect(banner.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }),
    ).toBeVisible();
  });
}

// The shell is served with a Content-Security-Policy (tools/build-config/csp.js) that the whole
// suite runs under: the fixtures fail any test whose pages report a violation. These tests show
// the policy is in force and that the fixtures do catch a violation.
import { expect, test } from '../../support/fixtures';

const injectInlineScript = () => {
  const script = document.createElement('script');
  script.textContent = 'window.__injected = true';
  document.head.appendChild(script);
};

test('the shell refuses injected inline script, and the fixtures report the violation', async ({ page, csp }) => {
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
  await expect(page.getByRole('link', { name: 'Shop now' })).toBeVisible();

  await page.evaluate(injectInlineScript);
  await expect.poll(() => csp.violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  csp.take(); // caused on purpose
});

test('no other site may frame the shell', async ({ page, csp, stack }) => {
  await page.setContent(`<iframe src="${stack.urls.shell}/" title="framed shell"></iframe>`);
  await expect.poll(() => csp.violations.join('\n')).toContain('frame-ancestors');
  expect(await page.frameLocator('iframe').getByRole('link', { name: 'Shop now' }).count()).toBe(0);
  csp.take();
});

test('a test whose page reports a violation fails', async ({ page, csp }) => {
  test.fail(true, 'expected to fail: the fixtures turn the violation below into a failure');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Shop now' })).toBeVisible();
  await page.evaluate(injectInlineScript);
  // Collected (as the first test shows); the test body ends well, the fixture's check fails it.
  await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
});

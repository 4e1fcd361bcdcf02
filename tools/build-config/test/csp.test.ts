import { buildRuntimeConfig } from '../runtime-config';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, REMOTE_CONTENT_SECURITY_POLICY, shellContentSecurityPolicy } from '../csp';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

it('lets the shell page load and fetch only from itself and the places its runtime config names; nobody may frame it', () => {
  const config = buildRuntimeConfig({
    API_URL: 'https://api.example',
    ADMIN_URL: 'https://admin.example/v2',
    STOREFRONT_URL: 'https://cdn.example/store',
    BUYER_URL: 'https://cdn.example/buyer',
    SELLER_URL: 'https://seller.example',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  const csp = directives(shellContentSecurityPolicy(config));
  const remotes = ['https://cdn.example', 'https://seller.example', 'https://admin.example'];
  expect(csp['script-src']).toEqual(["'self'", ...remotes, 'https://apis.google.com']);
  expect(csp['connect-src']).toEqual(["'self'", 'https://api.example', ...remotes, 'http://127.0.0.1:9099']);
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'https://api.example']));
  expect(csp['frame-src']).toEqual(['http://127.0.0.1:9099', 'https://demo-carmarket.firebaseapp.com']);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
});

it("adds Stripe's script, API and frames only with a Stripe key, and Google's identity endpoints without the emulator", () => {
  const csp = directives(
    shellContentSecurityPolicy(
      buildRuntimeConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x', FIREBASE_AUTH_DOMAIN: 'carmarket.firebaseapp.com' }),
    ),
  );
  expect(csp['script-src']).toContain('https://js.stripe.com');
  expect(csp['connect-src']).toEqual(
    expect.arrayContaining([
      'https://api.stripe.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]),
  );
  expect(csp['frame-src']).toEqual([
    'https://carmarket.firebaseapp.com',
    'https://js.stripe.com',
    'https://hooks.stripe.com',
  ]);
  expect(shellContentSecurityPolicy(buildRuntimeConfig({}))).not.toContain('stripe');
});

it('gives a remote server, which serves no page, a policy that allows nothing', () => {
  expect(REMOTE_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
});

it("allows exactly the inline scripts of the shell's built page, by hash", () => {
  const early = "window.__carmarketConfig = fetch('/config.json', { cache: 'no-store' });";
  const html = `<head><script>${early}</script><script defer src="/main.1234567890.js"></script></head>`;
  const hash = `'sha256-${createHash('sha256').update(early).digest('base64')}'`;
  expect(inlineScriptHashes(html)).toEqual([hash]);
  const csp = directives(shellContentSecurityPolicy(buildRuntimeConfig({}), html));
  expect(csp['script-src'].slice(0, 2)).toEqual(["'self'", hash]);
  expect(inlineScriptHashes('<script defer src="/main.js"></script>')).toEqual([]);
});

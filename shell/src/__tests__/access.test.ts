import { useAuth, VIEWER_DATA_ID } from '@carmarket/shared-ui';
import { decideAccess, guardRoute, loginPath, safeReturnPath } from '../routing/access';

const signedIn = (role: 'User' | 'Buyer' | 'Seller' | 'Admin', roleLoading = false) => ({
  user: { uid: 'u', email: 'x@carmarket.test', displayName: null, photoURL: null, emailVerified: true },
  loading: false,
  role,
  roleLoading,
});
const signedOut = { user: null, loading: false, role: 'User' as const, roleLoading: false };

it('admits anyone to public routes, even before sign-in state is known', () => {
  expect(decideAccess('public', { ...signedOut, loading: true })).toBe('allow');
});

it('waits for the identity provider, then sends the signed-out to login', () => {
  expect(decideAccess('signed-in', { ...signedOut, loading: true })).toBe('wait');
  expect(decideAccess('signed-in', signedOut)).toBe('login');
  expect(decideAccess(['Admin'], signedOut)).toBe('login');
});

it('waits for the role before judging a role route, then allows or answers not-found', () => {
  expect(decideAccess(['Seller'], signedIn('User', true))).toBe('wait');
  expect(decideAccess(['Seller'], signedIn('Seller'))).toBe('allow');
  expect(decideAccess(['Admin'], signedIn('Buyer'))).toBe('not-found');
  expect(decideAccess('signed-in', signedIn('User', true))).toBe('allow'); // any role will do
});

describe('guardRoute (before a route loads its data)', () => {
  afterEach(() => useAuth.setState(signedOut));

  it("opens a signed-in route without waiting for the user's role", async () => {
    useAuth.setState(signedIn('User', true));
    await expect(guardRoute('signed-in', new Request('http://shell/category/1'))).resolves.toBeUndefined();
  });

  it('holds a signed-in screen that shows what the role decides (the dashboard) until the role is known', async () => {
    useAuth.setState(signedIn('User', true));
    let settled = false;
    const guarded = guardRoute('signed-in', new Request('http://shell/dashboard'), true).finally(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    useAuth.setState({ role: 'Buyer', roleLoading: false });
    await expect(guarded).resolves.toBeUndefined();
  });

  it('holds a role route until the role is known, then judges it', async () => {
    useAuth.setState(signedIn('User', true));
    let settled = false;
    const guarded = guardRoute(['Seller'], new Request('http://shell/dashboard/products')).finally(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    useAuth.setState({ role: 'Seller', roleLoading: false });
    await expect(guarded).resolves.toBeUndefined();
  });

  describe('on a page the server drew for someone, before the auth store has started (it starts once the page is hydrated)', () => {
    const drawnFor = { uid: 'u-ann', email: 'ann@carmarket.test', name: 'Ann', emailVerified: true, role: 'Seller' };
    beforeEach(() => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = VIEWER_DATA_ID;
      block.textContent = JSON.stringify(drawnFor);
      document.body.append(block);
      useAuth.setState({ ...signedOut, loading: true });
    });
    afterEach(() => document.getElementById(VIEWER_DATA_ID)?.remove());

    it('opens the routes the person it was drawn for may open, without starting the store', async () => {
      await expect(guardRoute(['Seller'], new Request('http://shell/dashboard/products'))).resolves.toBeUndefined();
      await expect(guardRoute('signed-in', new Request('http://shell/dashboard'), true)).resolves.toBeUndefined();
      expect(useAuth.getState().hasStarted()).toBe(false);
    });

    it("answers not-found for a route that person's role may not open", async () => {
      await expect(guardRoute(['Admin'], new Request('http://shell/dashboard/all_sellers'))).rejects.toMatchObject({
        init: { status: 404 },
      });
    });
  });
});

it('remembers the origin in the login URL', () => {
  expect(loginPath('/category/1?sort=newest')).toBe('/login?from=%2Fcategory%2F1%3Fsort%3Dnewest');
  expect(loginPath('/')).toBe('/login');
});

it('only returns to paths on this site after login', () => {
  expect(safeReturnPath('/dashboard/payment/42')).toBe('/dashboard/payment/42');
  expect(safeReturnPath('//evil.example/phish')).toBe('/');
  expect(safeReturnPath('https://evil.example')).toBe('/');
  expect(safeReturnPath(null)).toBe('/');
});

it('refuses return paths a browser would read as another origin', () => {
  // Browsers treat '\\' as '/' and drop tabs and newlines in URLs, so each of these leaves the site.
  expect(safeReturnPath('/\\evil.example')).toBe('/');
  expect(safeReturnPath('/\tevil.example')).toBe('/');
  expect(safeReturnPath('/\t/evil.example')).toBe('/');
  expect(safeReturnPath('/\n/evil.example/x')).toBe('/');
  expect(safeReturnPath('\\\\evil.example')).toBe('/');
  expect(safeReturnPath('/category/1?q=a b#top')).toBe('/category/1?q=a%20b#top');
});

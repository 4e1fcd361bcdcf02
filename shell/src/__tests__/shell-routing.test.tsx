import { useAuth } from '@carmarket/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '@carmarket/shared-ui';
import { closeDashboardMenu } from '../layout/dashboard-menu';
import { renderShell, signInAs, testRemotes } from './app';

const remotes = testRemotes();
const allUp = (name: RemoteName) => Promise.resolve(remotes[name]);

afterEach(() => {
  signInAs(null);
  closeDashboardMenu();
});

describe('home and navigation', () => {
  it("the first visit to / loads only the storefront's contract and shows nav and footer", async () => {
    signInAs(null);
    const { loaded } = renderShell('/', allUp);
    expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
    expect(loaded).toEqual(['storefront']);
    expect(document.title).toBe('Home | CarMarket');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Blog', '/blog'],
    ]);
    expect(screen.getByRole('link', { name: 'CarMarket home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Demo Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LogOut' })).toBeNull();

    expect(screen.getByText('Subscribe for updates')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Email')).toBeRequired();
    expect(
      screen.getByText('We would love to happy to provide you better service. For any issue contact us.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/2022/)).toBeInTheDocument();
    for (const column of ['Category', 'Apples', 'Cherry', 'Business']) {
      const links = within(screen.getByRole('navigation', { name: column })).getAllByRole('link');
      expect(links.every((a) => a.getAttribute('href') === '/')).toBe(true);
    }
    for (const social of ['Facebook', 'Twitter', 'YouTube'])
      expect(screen.getByRole('link', { name: social })).toHaveAttribute('href', '/');
  });

  it.each([
    ['User', '/dashboard'],
    ['Buyer', '/dashboard'],
    ['Seller', '/dashboard/add_product'],
    ['Admin', '/dashboard/all_sellers'],
  ] as const)('signed in as %s: LogOut instead of Login, and Dashboard goes to %s', async (role, target) => {
    signInAs(role);
    renderShell('/blog', allUp);
    expect(await screen.findByRole('heading', { name: 'Blog questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', target);
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demo Login' })).toBeNull();
  });
});

describe('search box', () => {
  it('is not offered to a signed-out visitor (search needs sign-in), and shows once signed in', async () => {
    signInAs(null);
    renderShell('/blog', allUp);
    await screen.findByRole('heading', { name: 'Blog questions' });
    expect(screen.queryByRole('searchbox', { name: 'Find a car' })).toBeNull();
    expect(screen.queryByRole('search', { name: 'Find a car' })).toBeNull();
    signInAs('Buyer');
    expect(await screen.findByRole('searchbox', { name: 'Find a car' })).toBeInTheDocument();
  });

  it('searches every category from the top navigation: /search?q=…, and the box keeps the words there', async () => {
    signInAs('Buyer');
    const { router } = renderShell('/blog', allUp);
    await screen.findByRole('heading', { name: 'Blog questions' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a car' }), '  model y{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=model+y');
    expect(screen.getByRole('searchbox', { name: 'Find a car' })).toHaveValue('model y');
  });
});

describe('role routing', () => {
  it('sends a signed-out visitor of a signed-in route to /login, remembering where they were going', async () => {
    signInAs(null);
    const { router } = renderShell('/category/1', allUp);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=%2Fcategory%2F1');
    expect(screen.queryByRole('heading', { name: 'Category listings' })).toBeNull();
    expect(document.title).toBe('Login | CarMarket');
  });

  it('sends someone already signed in on from the login page to where they were going, after a new server session', async () => {
    signInAs('Buyer');
    const { renewServerSession } = useAuth.getState();
    const renewed = jest.fn(async () => undefined);
    useAuth.setState({ renewServerSession: renewed });
    try {
      const { router } = renderShell('/login?from=%2Fcategory%2F1', allUp);
      expect(await screen.findByRole('heading', { name: 'Category listings' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/category/1');
      expect(renewed).toHaveBeenCalledTimes(1);
    } finally {
      useAuth.setState({ renewServerSession });
    }
  });

  it("names a page from its route's data: a category page's tab carries the category", async () => {
    signInAs('Buyer');
    renderShell('/category/1', allUp);
    expect(await screen.findByRole('heading', { name: 'Category listings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tesla | CarMarket'));
  });

  it('shows the not-found page to a role the route is not for, and Take me there goes home', async () => {
    signInAs('Buyer');
    const { router } = renderShell('/dashboard/all_sellers', allUp);
    expect(await screen.findByRole('button', { name: 'Take me there' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All Sellers page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take me there' }));
    expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('answers an unknown path with the not-found page', async () => {
    signInAs(null);
    renderShell('/no/such/page', allUp);
    expect(await screen.findByRole('button', { name: 'Take me there' })).toBeInTheDocument();
    expect(document.title).toBe('Not Found | CarMarket');
  });

  it("builds the dashboard's side menu from the remotes' entries for the signed-in role", async () => {
    signInAs('Seller');
    renderShell('/dashboard/add_product', allUp);
    expect(await screen.findByRole('heading', { name: 'Add A Product page' })).toBeInTheDocument();
    expect(document.title).toBe('Add A Product | CarMarket');
    // jsdom applies no media queries, so this is the small-screen layout: the menu starts collapsed
    const toggle = screen.getByRole('button', { name: 'Dashboard Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Add A Product']);
  });

  it('a tap on Dashboard Menu while the dashboard is still loading opens the menu once it shows', async () => {
    signInAs('Seller');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    renderShell('/dashboard/add_product', async (name) => (await arrived, remotes[name]));
    await userEvent.click(await screen.findByRole('button', { name: 'Dashboard Menu' }));
    arrive();
    expect(await screen.findByRole('heading', { name: 'Add A Product page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboard Menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Add A Product' }));
    // Any navigation closes it, even one to the same path.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dashboard Menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });
});

describe('only the remotes a role uses', () => {
  it.each([
    ['Buyer', '/dashboard', 'My Orders page', ['My Orders', 'Wish List'], 'buyer'],
    ['Seller', '/dashboard/add_product', 'Add A Product page', ['Add A Product'], 'seller'],
    ['Admin', '/dashboard/all_sellers', 'All Sellers page', ['All Sellers'], 'admin'],
  ] as const)(
    "a %s's dashboard loads the code of its own remote only, and the menu still lists its entries",
    async (role, path, heading, menu, remote) => {
      signInAs(role);
      const { loaded } = renderShell(path, allUp);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Dashboard Menu' }));
      expect(
        within(screen.getByRole('navigation', { name: 'Dashboard' }))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(menu);
      expect(loaded).toEqual([remote]);
    },
  );

  it("a buyer who opens an admin screen gets the not-found page without downloading the admin remote's code", async () => {
    signInAs('Buyer');
    const { loaded } = renderShell('/dashboard/all_sellers', allUp);
    expect(await screen.findByRole('button', { name: 'Take me there' })).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('a remote whose code fails to load when its screen opens shows its fallback; Retry loads it', async () => {
    signInAs('Seller');
    let codeUp = false;
    renderShell('/dashboard/add_product', allUp, (name) =>
      codeUp ? allUp(name) : Promise.reject(new Error('remoteEntry.js failed')),
    );
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Seller dashboard is unavailable right now');
    // The shell's header stays (on a dashboard its main links wait behind the menu button on a phone).
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'CarMarket home' })).toBeVisible();
    codeUp = true;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Add A Product page' })).toBeInTheDocument();
  });
});

describe('a remote that fails is contained', () => {
  it('a storefront that is down shows its fallback with Retry while nav and footer work; Retry loads it once it is back', async () => {
    signInAs(null);
    let up = false;
    renderShell('/', (name) =>
      up ? allUp(name) : Promise.reject(new Error('Failed to fetch http://localhost:3001/mf-manifest.json')),
    );
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Storefront is unavailable right now');
    expect(fallback).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Subscribe for updates')).toBeInTheDocument();

    up = true;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('a remote that never answers is treated as down', async () => {
    signInAs(null);
    renderShell('/blog', () => new Promise(() => {}));
    // The registry gives up after 2 s; the wait is the shared one (setup-dom.ts), not a shorter one.
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('did not answer');
  });

  it("/dashboard shows the buyer remote's index, or its fallback while the buyer remote is down", async () => {
    signInAs('Buyer');
    let buyerUp = false;
    renderShell('/dashboard', (name) =>
      name === 'buyer' && !buyerUp ? Promise.reject(new Error('buyer down')) : allUp(name),
    );
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Buyer dashboard is unavailable right now');
    buyerUp = true;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeInTheDocument();
    expect(document.title).toBe('My Orders | CarMarket');
  });

  it('a dashboard remote that is down leaves the other remotes working', async () => {
    signInAs('Buyer');
    renderShell('/dashboard/wishlist', (name) =>
      name === 'admin' ? Promise.reject(new Error('admin down')) : allUp(name),
    );
    expect(await screen.findByRole('heading', { name: 'Wish List page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['My Orders', 'Wish List']);
  });

  it('a remote screen that throws shows the fallback in its place, not a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(null);
    const crashing = {
      ...remotes.storefront,
      routes: [
        {
          path: 'blog',
          title: 'Blog',
          access: 'public' as const,
          Component: () => {
            throw new Error('Blog exploded');
          },
        },
      ],
    };
    renderShell('/blog', (name) => Promise.resolve(name === 'storefront' ? crashing : remotes[name]));
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Blog exploded');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('a contract mounted somewhere else than the shell expects is refused', async () => {
    signInAs(null);
    renderShell('/', () => Promise.resolve({ ...remotes.storefront, mount: '/dashboard' }));
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('mounts at /dashboard');
  });
});

describe('access decisions wait for the role', () => {
  it('shows a spinner, not the not-found page, while the role lookup runs', async () => {
    useAuth.setState({
      user: { uid: 'a', email: 'demo.admin@carmarket.test', displayName: 'Admin', photoURL: null, emailVerified: true },
      loading: false,
      role: 'User',
      roleLoading: true,
    });
    renderShell('/dashboard/all_sellers', allUp);
    await waitFor(() => expect(screen.queryByText('Loading CarMarket')).toBeNull(), { timeout: 200 }).catch(() => {});
    expect(screen.queryByRole('button', { name: 'Take me there' })).toBeNull();
    useAuth.setState({ role: 'Admin', roleLoading: false });
    expect(await screen.findByRole('heading', { name: 'All Sellers page' })).toBeInTheDocument();
  });
});

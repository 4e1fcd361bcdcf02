// Renders the real shell (routes, layouts, guards, remote discovery) in a memory router, with
// remotes given as plain contract modules instead of Module Federation.
import { AppProviders, useAuth, type RemoteModule, type RemoteName, type Role } from '@carmarket/shared-ui';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { RegistryProvider } from '../federation/RegistryContext';
import { createRemoteRegistry, type ContractLoader } from '../federation/remote-registry';
import { routingFactsOf } from '../federation/routing-facts';
import { discoverRemoteRoutes, shellRoutes } from '../routing/routes';

const page = (text: string) =>
  function Page() {
    return <h1>{text}</h1>;
  };

/** Contract modules shaped like the real remotes', with pages that just name themselves. */
export function testRemotes(): Record<RemoteName, RemoteModule> {
  const seller: readonly Role[] = ['Seller'];
  const admin: readonly Role[] = ['Admin'];
  return {
    storefront: {
      name: 'storefront',
      mount: '/',
      routes: [
        { path: '', title: 'Home', access: 'public', Component: page('Storefront home') },
        {
          path: 'category/:id',
          // Named from its loader's data, like the real storefront's category page.
          title: (category: { name: string }) => category.name,
          loader: ({ params }) => ({ name: params.id === '1' ? 'Tesla' : 'Kia' }),
          access: 'signed-in',
          Component: page('Category listings'),
        },
        { path: 'blog', title: 'Blog', access: 'public', Component: page('Blog questions') },
        { path: 'search', title: 'Search', access: 'signed-in', Component: page('Search results') },
      ],
      menu: [],
    },
    buyer: {
      name: 'buyer',
      mount: '/dashboard',
      routes: [
        { path: '', title: 'My Orders', access: 'signed-in', Component: page('My Orders page') },
        { path: 'wishlist', title: 'Wish List', access: 'signed-in', Component: page('Wish List page') },
      ],
      menu: [
        { label: 'My Orders', to: '/dashboard', roles: ['User', 'Buyer'] },
        { label: 'Wish List', to: '/dashboard/wishlist', roles: ['User', 'Buyer'] },
      ],
    },
    seller: {
      name: 'seller',
      mount: '/dashboard',
      routes: [{ path: 'add_product', title: 'Add A Product', access: seller, Component: page('Add A Product page') }],
      menu: [{ label: 'Add A Product', to: '/dashboard/add_product', roles: seller }],
    },
    admin: {
      name: 'admin',
      mount: '/dashboard',
      routes: [{ path: 'all_sellers', title: 'All Sellers', access: admin, Component: page('All Sellers page') }],
      menu: [{ label: 'All Sellers', to: '/dashboard/all_sellers', roles: admin }],
    },
  };
}

export function signInAs(role: Role | null) {
  useAuth.setState(
    role
      ? {
          user: {
            uid: 'u1',
            email: `${role.toLowerCase()}@carmarket.test`,
            displayName: role,
            photoURL: null,
            emailVerified: true,
          },
          loading: false,
          role,
          roleLoading: false,
        }
      : { user: null, loading: false, role: 'User', roleLoading: false },
  );
}

/**
 * Renders the shell at `path`; `load` answers (or refuses) each remote: its routing facts (what
 * its manifest carries) are taken from the same module; `loadCode`, when given, answers for its code. `loaded` lists the remotes whose code
 * (contract) was loaded.
 */
export function renderShell(path: string, load: ContractLoader, loadCode: ContractLoader = load) {
  const loaded: RemoteName[] = [];
  const contract: ContractLoader = (name) => {
    loaded.push(name);
    return loadCode(name);
  };
  const registry = createRemoteRegistry({ facts: async (name) => routingFactsOf(await load(name)), contract }, 2000);
  const router = createMemoryRouter(shellRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRemoteRoutes(registry),
  });
  render(
    <AppProviders>
      <RegistryProvider registry={registry}>
        <RouterProvider router={router} />
      </RegistryProvider>
    </AppProviders>,
  );
  return { router, loaded };
}

/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The search page in a data router against a real HTTP server answering GET /search and
// GET /search/facets like the API (bare array, X-Total-Count; facets of the same query string).
import { setRuntimeConfig, type Listing } from '@carmarket/shared-ui';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutate } from 'swr';
import { RouterProvider } from 'react-router-dom';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders, signInDana } from '../../test/render';
import SearchResults from './SearchResults';

const CARS: Listing[] = [
  aListing({ _id: '5eed00000000000000000001', name: 'Model Y Performance', brand: 'Tesla', category_id: 1 }),
  aListing({ _id: '5eed00000000000000000002', name: 'Kia EV6 GT-Line', brand: 'Kia', category_id: 2 }),
];
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://api');
    if (req.method === 'GET' && url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      // None of these cars has a body type, so a body filter matches none of them.
      const found = CARS.filter(
        (c) => `${c.brand} ${c.name}`.toLowerCase().includes(q) && !url.searchParams.has('body'),
      );
      res.setHeader('X-Total-Count', String(found.length));
      return sendJson(res, 200, found);
    }
    if (req.method === 'GET' && url.pathname === '/search/facets') {
      return sendJson(res, 200, {
        model: [],
        year: [],
        fuel: [{ value: 'electric', count: 2 }],
        transmission: [],
        body: [{ value: 'suv', count: 1 }],
        mileage: [],
      });
    }
    if (req.method === 'GET' && url.pathname === '/search/suggestion') {
      const q = url.searchParams.get('q');
      return sendJson(res, 200, { suggestion: q === 'Kai EV6' ? 'Kia EV6' : null });
    }
    if (req.method === 'GET' && url.pathname === '/wishlist') return sendJson(res, 200, []);
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: `no route ${req.method} ${req.url}` });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signInDana();
});
afterEach(() => mutate(() => true, undefined, { revalidate: false }));

function renderPage(query: string) {
  const router = createMemoryRouter([{ path: '/search', Component: SearchResults }], {
    initialEntries: [`/search${query}`],
  });
  renderWithProviders(<RouterProvider router={router} />, { cache: 'app' });
  return router;
}

it('shows the cars of every category matching the words, as the category page shows them', async () => {
  renderPage('?q=e');
  expect(await screen.findByRole('heading', { level: 1, name: 'Cars matching “e”' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Model Y Performance' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Kia EV6 GT-Line' })).toBeInTheDocument();
  expect(screen.getByText('2 cars')).toBeInTheDocument();
  expect(server.requests.map((r) => r.url)).toEqual(
    expect.arrayContaining(['/search?q=e&limit=12', '/search/facets?q=e']),
  );
});

it('filters with facet counts, and Clear filters keeps the words searched for', async () => {
  const router = renderPage('?q=kia&body=suv');
  expect(await screen.findByText('No cars match')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^Filters and sort/ }));
  await waitFor(() =>
    expect(within(screen.getByLabelText('Body')).getByRole('option', { name: 'SUV (1)' })).toBeInTheDocument(),
  );
  expect(within(screen.getByLabelText('Fuel')).getByRole('option', { name: 'Electric (2)' })).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
  expect(router.state.location.search).toBe('?q=kia');
  expect(await screen.findByRole('article', { name: 'Kia EV6 GT-Line' })).toBeInTheDocument();
});

it('offers the catalogue spelling when misspelt words find nothing, and follows it with the same filters', async () => {
  const router = renderPage('?q=Kai%20EV6&sort=price_asc');
  expect(await screen.findByText('No cars match')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('link', { name: 'Kia EV6' }));
  expect(router.state.location.search).toBe('?q=Kia+EV6&sort=price_asc');
  expect(await screen.findByRole('article', { name: 'Kia EV6 GT-Line' })).toBeInTheDocument();
  expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
});

/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The compare page against a real HTTP server answering GET /listings/:id like the API: 1 to 4
// cars side by side, a car that is gone, and links it cannot show.
import { setRuntimeConfig } from '@carmarket/shared-ui';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders } from '../../test/render';
import type { ListingDetail } from '../api/listing-types';
import ComparePage from './ComparePage';

const id = (n: number) => `5eed000000000000000000${String(n).padStart(2, '0')}`;
const GONE = id(90);
const WITHDRAWN = id(91);

function aDetail(n: number, extra: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...aListing({ _id: id(n), name: `Car ${n}`, brand: 'Tesla', sale_price: 30, location: 'Austin, TX' }),
    year: 2021,
    mileage: 20000,
    model: 'Model 3',
    fuel: 'electric',
    transmission: 'automatic',
    body: 'sedan',
    photos: [],
    seller: {
      _id: 's1',
      name: 'Sam Carter Motors',
      isVerified: true,
      memberSince: '2024-03-10T00:00:00.000Z',
      activeListings: 4,
      reviewCount: 0,
    },
    priceHistory: [],
    daysOnMarket: 3,
    ...extra,
  };
}

const cars: Record<string, ListingDetail> = {
  [id(1)]: aDetail(1),
  [id(2)]: aDetail(2, { sale_price: 40, year: 2019, dealRating: 'Great deal' }),
  [id(3)]: aDetail(3, {
    mileage: undefined,
    seller: { ...aDetail(3).seller, name: 'Kim Autos', isVerified: false },
  }),
  [id(4)]: aDetail(4, { isSold: true }),
};

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const match = /^\/listings\/([0-9a-f]{24})$/.exec(req.url);
    if (req.method === 'GET' && match?.[1] === WITHDRAWN)
      return sendJson(res, 410, { statusCode: 410, error: 'Gone', message: 'This listing was withdrawn' });
    if (req.method === 'GET' && match && cars[match[1]]) return sendJson(res, 200, cars[match[1]]);
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'Listing not found' });
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
});

function renderCompare(query: string) {
  const router = createMemoryRouter(
    [
      { path: '/compare', Component: ComparePage },
      { path: '/listing/:id', Component: () => <h1>Listing page</h1> },
      { path: '/', Component: () => <h1>Home</h1> },
    ],
    { initialEntries: [`/compare${query}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const table = async () => within(await screen.findByRole('table'));
/** Each body row as 'Label: value | value …', '*' after the label when the cars differ on it. */
const rows = async () =>
  (await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [head, ...cells] = row.children;
      const label = head.textContent!.replace(' (differs)', '');
      return `${label}${row.getAttribute('data-differs') === 'true' ? '*' : ''}: ${cells.map((c) => c.textContent).join(' | ')}`;
    });

it('puts four cars side by side with every fact, seller and verification, marking the rows that differ', async () => {
  renderCompare(`?ids=${[1, 2, 3, 4].map(id).join(',')}`);
  const headers = (await table()).getAllByRole('columnheader');
  expect(headers.map((h) => h.querySelector('a')?.textContent)).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 4']);
  expect(await rows()).toEqual([
    'Price*: 30 k$ | 40 k$ | 30 k$ | 30 k$',
    'Monthly estimate*: about $546/mo | about $728/mo | about $546/mo | about $546/mo',
    'Deal rating*: Not rated yet | Great deal | Not rated yet | Not rated yet',
    'Availability*: Available | Available | Available | Booked',
    'Year*: 2021 | 2019 | 2021 | 2021',
    'Mileage*: 20,000 mi | 20,000 mi | — | 20,000 mi',
    'Model: Model 3 | Model 3 | Model 3 | Model 3',
    'Fuel: Electric | Electric | Electric | Electric',
    'Transmission: Automatic | Automatic | Automatic | Automatic',
    'Body: Sedan | Sedan | Sedan | Sedan',
    'Condition: Excellent | Excellent | Excellent | Excellent',
    'Used: 3 years | 3 years | 3 years | 3 years',
    'Location: Austin, TX | Austin, TX | Austin, TX | Austin, TX',
    'VIN: — | — | — | —',
    'Seller*: Sam Carter Motors | Sam Carter Motors | Kim Autos | Sam Carter Motors',
    'Verification*: Verified seller | Verified seller | Not verified yet | Verified seller',
  ]);
});

it('hides the rows where the cars agree with "Differences only", and shows them again', async () => {
  renderCompare(`?ids=${id(1)},${id(2)}`);
  await table();
  await userEvent.click(screen.getByRole('switch', { name: 'Differences only' }));
  expect(await rows()).toEqual([
    'Price*: 30 k$ | 40 k$',
    'Monthly estimate*: about $546/mo | about $728/mo',
    'Deal rating*: Not rated yet | Great deal',
    'Year*: 2021 | 2019',
  ]);
  await userEvent.click(screen.getByRole('switch', { name: 'Differences only' }));
  expect(await rows()).toHaveLength(16);
});

it('shows one car, with nothing to mark and the switch off', async () => {
  renderCompare(`?ids=${id(1)}`);
  expect((await rows()).every((row) => !row.includes('*'))).toBe(true);
  expect(screen.getByRole('switch', { name: 'Differences only' })).toBeDisabled();
});

it('keeps a column for a car that is gone (404 or 410), marked, and compares the others', async () => {
  renderCompare(`?ids=${id(1)},${GONE},${WITHDRAWN},${id(2)}`);
  const headers = (await table()).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual([
    expect.stringContaining('Car 1'),
    expect.stringContaining('This car is no longer listed.'),
    expect.stringContaining('This car is no longer listed.'),
    expect.stringContaining('Car 2'),
  ]);
  const all = await rows();
  expect(all[0]).toBe('Price*: 30 k$ | — | — | 40 k$');
  // The gone cars do not make the rows they are in differ.
  expect(all).toContain('Model: Model 3 | — | — | Model 3');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('removes a column from the shareable URL', async () => {
  const router = renderCompare(`?ids=${id(1)},${id(2)},${id(3)}`);
  const second = (await table()).getAllByRole('columnheader')[1];
  await userEvent.click(within(second).getByRole('button', { name: 'Remove' }));
  expect(router.state.location.search).toBe(`?ids=${id(1)},${id(3)}`);
  expect((await table()).getAllByRole('columnheader')).toHaveLength(2);
});

it.each([
  [
    'more than four ids',
    `?ids=${[1, 2, 3, 4, 5].map(id).join(',')}`,
    'Too many cars',
    /up to 4 cars at a time; this link has 5/,
  ],
  ['a malformed id', `?ids=${id(1)},<b>nope</b>`, 'This compare link is broken', /not a car's: <b>nope<\/b>\./],
  ['no ids', '', 'Nothing to compare yet', /Press Compare on up to four cars/],
])('says so clearly for %s, without asking the API', async (_what, query, title, message) => {
  renderCompare(query);
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(server.requests).toEqual([]);
});

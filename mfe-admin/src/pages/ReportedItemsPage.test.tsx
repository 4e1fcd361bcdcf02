// Reported Items against a server that answers like the API (real HTTP, real client, real modals).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from '@carmarket/shared-ui';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing, type ListingWithStatus } from '@carmarket/shared-ui/test/fixtures';
import { inState, MARKET_STATUSES, REPORTED_ITEMS_WORDS } from '@carmarket/shared-ui/test/listing-states';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import { pages } from '../../test/paged-replies';
import ReportedItemsPage from './ReportedItemsPage';

const listing = (overrides: Partial<ListingWithStatus>): Listing =>
  aListing({
    _id: 'l1',
    name: 'Model S 100D',
    image: '/static/cars/sedan-black.svg',
    poste_date: '2026-11-16T10:00:00.000Z',
    original_price: 94,
    sale_price: 41,
    used: 6,
    location: 'Seattle, WA',
    condition: 'good',
    desc: 'Solid black.',
    sellerName: 'Nora Ellis',
    isVerified: false,
    isReported: true,
    ...overrides,
  });

let api: FakeApi;
let reported: Listing[];
beforeEach(async () => {
  api = await startFakeApi();
  reported = [
    listing({}),
    listing({ _id: 'l2', name: 'Sportage LX', brand: 'Kia', location: 'Portland, OR', isSold: true, status: 'booked' }),
  ];
  api.on('GET /reported', () => ok(reported));
  // The page's other sections (their own tests: ReportedModeration.test.tsx).
  api.on('GET /reviews', ok({ items: [], total: 0, nextCursor: null }));
  api.on('GET /moderation/reviews', ok({ items: [], total: 0, nextCursor: null }));
  api.on('GET /conversations/reported', ok({ items: [], total: 0, unread: 0, nextCursor: null }));
  signInAs('Admin');
});
afterEach(() => api.close());

it('shows each reported car with its image, Sold or Available, name and location', async () => {
  renderScreen(<ReportedItemsPage />);
  const modelS = await screen.findByRole('article', { name: 'Model S 100D' });
  expect(within(modelS).getByRole('img', { name: 'Tesla Model S 100D' })).toHaveAttribute(
    'src',
    `${api.url}/static/cars/sedan-black.svg`,
  );
  expect(within(modelS).getByText('Available')).toBeInTheDocument();
  expect(within(modelS).getByText('Seattle, WA')).toBeInTheDocument();
  const sportage = screen.getByRole('article', { name: 'Sportage LX' });
  expect(within(sportage).getByText('Sold')).toBeInTheDocument();
  expect(within(sportage).getByText('Portland, OR')).toBeInTheDocument();
});

it('deletes a listing after the confirm modal, thanks the admin and removes the card', async () => {
  api.on('DELETE /product_delete/l1', () => {
    reported = reported.filter((l) => l._id !== 'l1');
    return ok({ deletedCount: 1 });
  });
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  await u.dblClick(
    within(await screen.findByRole('article', { name: 'Model S 100D' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByRole('heading', { name: 'Delete Model S 100D?' })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  expect(screen.getByText('Product DELETED successfully!')).toBeInTheDocument();
  expect(api.callsTo('DELETE /product_delete/l1')).toHaveLength(1);
  await u.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Model S 100D' })).toBeNull());
  expect(screen.getByRole('article', { name: 'Sportage LX' })).toBeInTheDocument();
});

it("keeps the card and shows the API's reason when the delete fails", async () => {
  api.on('DELETE /product_delete/l1', fail(404, 'Listing not found'));
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const button = within(await screen.findByRole('article', { name: 'Model S 100D' })).getByRole('button', {
    name: 'Delete',
  });
  await u.click(button);
  await u.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Listing not found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Thank You!' })).toBeNull();
  await waitFor(() => expect(button).toBeEnabled());
});

it('says when nothing is reported', async () => {
  reported = [];
  renderScreen(<ReportedItemsPage />);
  expect(await screen.findByText('NO REPORTED ITEMS')).toBeInTheDocument();
});

it('brings the reported cars past the first page with Load more, saying how many there are meanwhile', async () => {
  reported = [...reported, listing({ _id: 'l3', name: 'Corolla LE', brand: 'Toyota', location: 'Boise, ID' })];
  api.on(
    'GET /reported',
    pages(() => reported, 2),
  );
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);

  expect(await screen.findByText('Showing 2 of 3 reported listings')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Corolla LE' })).toBeNull();
  await u.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('article', { name: 'Corolla LE' })).toBeInTheDocument();
  expect(screen.queryByText('Showing 2 of 3 reported listings')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

it.each(MARKET_STATUSES)('a reported %s car reads Sold or Available, as the product fixes it', async (status) => {
  reported = [listing(inState(status))];
  renderScreen(<ReportedItemsPage />);
  const card = await screen.findByRole('article', { name: 'Model S 100D' });
  expect(within(card).getByText(REPORTED_ITEMS_WORDS[status])).toBeInTheDocument();
});

// /dashboard/saved-searches against a server that answers like the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderAt, signInAs } from '../../test/render';
import type { SavedSearch } from '../api/useSavedSearches';
import { describeSearch } from '../features/saved-searches/describe-search';

let api: FakeApi;
let saved: SavedSearch[];
beforeEach(async () => {
  api = await startFakeApi();
  saved = [
    {
      _id: 's2',
      name: 'Cheap good Teslas',
      path: '/category/1?maxPrice=40&condition=good',
      newMatches: 3,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      _id: 's1',
      name: 'Any hybrid',
      path: '/search?q=hybrid&fuel=hybrid',
      newMatches: 0,
      createdAt: '2026-11-10T10:00:00.000Z',
    },
  ];
  api.on('GET /saved-searches', () => ok(saved));
  api.on('GET /categories', ok([{ _id: 'c1', category_id: 1, name: 'Tesla', image: '/images/tesla.png' }]));
  signInAs();
});
afterEach(() => api.close());

it('lists the saved searches with their filters in words and their new-match counts', async () => {
  renderAt('/dashboard/saved-searches');
  const teslas = within(await screen.findByRole('article', { name: 'Cheap good Teslas' }));
  expect(teslas.getByText('3 new matches')).toBeInTheDocument();
  expect(await teslas.findByText('Tesla · up to 40 k$ · good condition')).toBeInTheDocument();
  const hybrid = within(screen.getByRole('article', { name: 'Any hybrid' }));
  expect(hybrid.getByText('No new matches')).toBeInTheDocument();
  expect(hybrid.getByText('All categories · “hybrid” · hybrid')).toBeInTheDocument();
});

it('opens one: its count goes back to 0 (PUT …/seen) and the saved page opens', async () => {
  api.on('PUT /saved-searches/s2/seen', () => {
    saved = saved.map((s) => (s._id === 's2' ? { ...s, newMatches: 0 } : s));
    return { status: 204 };
  });
  const u = userEvent.setup();
  const { router } = renderAt('/dashboard/saved-searches');
  await u.click(
    within(await screen.findByRole('article', { name: 'Cheap good Teslas' })).getByRole('button', { name: 'Open' }),
  );
  await waitFor(() => expect(api.callsTo('PUT /saved-searches/s2/seen')).toHaveLength(1));
  expect(await screen.findByText('storefront: category')).toBeInTheDocument();
  expect(router.state.location.pathname + router.state.location.search).toBe('/category/1?maxPrice=40&condition=good');
});

it('deletes one after the confirm; Cancel keeps it', async () => {
  api.on('DELETE /saved-searches/s1', () => {
    saved = saved.filter((s) => s._id !== 's1');
    return { status: 204 };
  });
  const u = userEvent.setup();
  renderAt('/dashboard/saved-searches');
  const del = within(await screen.findByRole('article', { name: 'Any hybrid' })).getByRole('button', {
    name: 'Delete',
  });
  await u.click(del);
  await u.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(del).toBeEnabled());
  expect(api.callsTo('DELETE /saved-searches/s1')).toEqual([]);

  await u.click(del);
  await u.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Any hybrid' })).toBeNull());
  expect(screen.getByRole('article', { name: 'Cheap good Teslas' })).toBeInTheDocument();
});

it("keeps the search and shows the API's reason when the delete fails", async () => {
  api.on('DELETE /saved-searches/s1', fail(404, 'Saved search not found'));
  const u = userEvent.setup();
  renderAt('/dashboard/saved-searches');
  await u.click(
    within(await screen.findByRole('article', { name: 'Any hybrid' })).getByRole('button', { name: 'Delete' }),
  );
  await u.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Saved search not found')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Any hybrid' })).toBeInTheDocument();
});

it('says how to save one when there are none', async () => {
  saved = [];
  renderAt('/dashboard/saved-searches');
  expect(await screen.findByText('NO SAVED SEARCHES')).toBeInTheDocument();
});

it('describes a path without a known category or filters', () => {
  expect(describeSearch('/category/9', () => undefined)).toEqual(['Category 9']);
  expect(describeSearch('/search?q=&sort=price_asc&mileageMax=60000', () => undefined)).toEqual([
    'All categories',
    'up to 60,000 mi',
  ]);
  expect(describeSearch('/search?maxMonthly=400', () => undefined)).toEqual([
    'All categories',
    'about $400/mo or less',
  ]);
});

it('says the radius with the ZIP it is from; the ZIP alone and nearest first narrow nothing', () => {
  expect(describeSearch('/category/2?zip=78701&radius=25&sort=distance', () => 'KIA')).toEqual([
    'KIA',
    'within 25 mi of 78701',
  ]);
  expect(describeSearch('/search?zip=78701&sort=distance', () => undefined)).toEqual(['All categories']);
});

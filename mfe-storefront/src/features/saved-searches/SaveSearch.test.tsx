/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// "Save this search" against a server that answers like the API (POST /saved-searches).
import { useAuth } from '@carmarket/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import { SaveSearch } from './SaveSearch';

const PATH = '/category/1?maxPrice=40&condition=good&sort=price_asc';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs('Buyer');
});
afterEach(() => api.close());

it("saves the page's path and query under the name given, then says where to find it", async () => {
  api.on('POST /saved-searches', (call) => ({
    status: 201,
    body: { _id: 'ss1', ...(call.body as object), newMatches: 0, createdAt: '2026-11-24T10:00:00.000Z' },
  }));
  const u = userEvent.setup();
  renderScreen(<SaveSearch scope="Tesla" />, { path: PATH });
  await u.click(screen.getByRole('button', { name: 'Save this search' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
  const name = dialog.getByLabelText('Name');
  expect(name).toHaveValue('Tesla · good · ≤ 40 k$');
  await u.clear(name);
  await u.type(name, '  Cheap good Teslas ');
  await u.click(dialog.getByRole('button', { name: 'Save search' }));

  const done = within(await screen.findByRole('dialog', { name: 'Search saved' }));
  expect(done.getByRole('link', { name: 'Saved searches' })).toHaveAttribute('href', '/dashboard/saved-searches');
  expect(api.callsTo('POST /saved-searches').map((c) => c.body)).toEqual([{ name: 'Cheap good Teslas', path: PATH }]);
  await u.click(done.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it.each([
  ['KIA', '/category/2?fuel=hybrid&maxPrice=40', 'KIA · hybrid · ≤ 40 k$'],
  [
    'TOYOTA',
    '/category/3?body=suv&yearFrom=2019&yearTo=2022&mileageMax=60000',
    'TOYOTA · SUV · 2019–2022 · ≤ 60,000 mi',
  ],
  ['TESLA', '/category/1?minPrice=20.5&maxPrice=1250&available=true', 'TESLA · 20.5 k$–1,250 k$ · available'],
  [undefined, '/search?q=kia+ev6&transmission=automatic', '“kia ev6” · automatic'],
  [undefined, '/search', 'All cars'],
])('offers a name that says what %s %s looks for', async (scope, path, offered) => {
  const u = userEvent.setup();
  renderScreen(<SaveSearch scope={scope} />, { path });
  await u.click(screen.getByRole('button', { name: 'Save this search' }));
  expect(within(await screen.findByRole('dialog')).getByLabelText('Name')).toHaveValue(offered);
});

it('asks for a name before sending anything', async () => {
  const u = userEvent.setup();
  renderScreen(<SaveSearch scope="Tesla" />, { path: PATH });
  await u.click(screen.getByRole('button', { name: 'Save this search' }));
  const dialog = within(await screen.findByRole('dialog'));
  await u.clear(dialog.getByLabelText('Name'));
  await u.click(dialog.getByRole('button', { name: 'Save search' }));
  expect(dialog.getByText('Give the search a name.')).toBeInTheDocument();
  expect(api.callsTo('POST /saved-searches')).toEqual([]);
});

it("shows the API's refusal (e.g. the 20 searches limit) in the dialog", async () => {
  api.on('POST /saved-searches', fail(409, 'You can keep at most 20 saved searches: delete one first.'));
  const u = userEvent.setup();
  renderScreen(<SaveSearch scope="Tesla" />, { path: PATH });
  await u.click(screen.getByRole('button', { name: 'Save this search' }));
  const dialog = within(await screen.findByRole('dialog'));
  await u.click(dialog.getByRole('button', { name: 'Save search' }));
  expect(await dialog.findByText('You can keep at most 20 saved searches: delete one first.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
});

it('is not offered to a signed-out visitor', () => {
  useAuth.setState({ user: null, loading: false });
  renderScreen(<SaveSearch scope="Tesla" />, { path: PATH });
  expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
});

/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
import { useAuth, type User } from '@carmarket/shared-ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { DANA, renderWithProviders, signInDana } from '../../../test/render';
import { AskSeller } from './AskSeller';

const LISTING = {
  _id: '5eed00000000000000000042',
  seller: {
    _id: 's1',
    name: 'Sam Carter Motors',
    isVerified: true,
    memberSince: '2024-03-10T00:00:00.000Z',
    activeListings: 4,
    reviewCount: 0,
  },
};
const dana: User = { _id: 'u-dana', name: 'Dana Buyer', email: DANA.email!, role: 'Buyer', isVerified: false };

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /me', ok(dana));
  useAuth.setState({ user: null, loading: false, role: 'User', roleLoading: false });
});
afterEach(() => api.close());

function renderListing() {
  const router = createMemoryRouter(
    [
      { path: '/listing/:id', element: <AskSeller listing={LISTING} /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/dashboard/messages/:id', element: <p>thread page</p> },
    ],
    { initialEntries: [`/listing/${LISTING._id}?from=ad`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

it('sends a signed-out visitor to log in and come back to this car', async () => {
  const router = renderListing();
  await userEvent.click(screen.getByRole('button', { name: 'Ask the seller' }));
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?from=${encodeURIComponent(`/listing/${LISTING._id}?from=ad`)}`);
  expect(api.callsTo('POST /conversations')).toEqual([]);
});

it('opens the conversation about this car and goes to its thread', async () => {
  api.on('POST /conversations', { status: 201, body: { _id: 'c9' } });
  signInDana();
  const router = renderListing();
  await userEvent.click(await screen.findByRole('button', { name: 'Ask the seller' }));
  expect(await screen.findByText('thread page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard/messages/c9');
  expect(api.callsTo('POST /conversations').map((c) => c.body)).toEqual([{ listingId: LISTING._id }]);
});

it("is not offered to the car's own seller", async () => {
  api.on('GET /me', ok({ ...dana, _id: 's1', role: 'Seller' }));
  signInDana();
  renderListing();
  await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask the seller' })).toBeNull());
});

it('says why when the conversation cannot be opened, and stays on the car', async () => {
  api.on('POST /conversations', fail(403, 'You cannot write to this seller'));
  signInDana();
  renderListing();
  await userEvent.click(await screen.findByRole('button', { name: 'Ask the seller' }));
  expect(await screen.findByText('You cannot write to this seller')).toBeInTheDocument();
  expect(screen.queryByText('thread page')).toBeNull();
});

// All Buyers against a server that answers like the API (real HTTP, real client, real modals).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@carmarket/shared-ui';
import { gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import { pages } from '../../test/paged-replies';
import AllBuyersPage from './AllBuyersPage';

const DANA: User = {
  _id: 'b1',
  name: 'Dana Buyer',
  email: 'demo.buyer@carmarket.test',
  role: 'Buyer',
  isVerified: false,
};
const LEE: User = { _id: 'b2', name: 'Lee Park', email: 'lee@carmarket.test', role: 'Buyer', isVerified: false };

let api: FakeApi;
let buyers: User[];
beforeEach(async () => {
  api = await startFakeApi();
  buyers = [DANA, LEE];
  api.on('GET /identity/Buyer', () => ok(buyers));
  signInAs('Admin');
});
afterEach(() => api.close());

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

it('offers make seller to a Buyer and disables it for a Seller', async () => {
  buyers = [DANA, { ...LEE, role: 'Seller' }];
  renderScreen(<AllBuyersPage />);
  expect(within(await rowOf('Dana Buyer')).getByRole('button', { name: 'make seller' })).toBeEnabled();
  expect(within(await rowOf('Lee Park')).getByRole('button', { name: 'make seller' })).toBeDisabled();
  expect(
    within(await rowOf('Dana Buyer')).getByRole('cell', { name: 'demo.buyer@carmarket.test' }),
  ).toBeInTheDocument();
});

it('upgrades once for a double click, with the advertise wording a buyer gets, and the buyer leaves the list', async () => {
  const answer = gate();
  api.on('PUT /make_seller/b2', answer.reply);
  const u = userEvent.setup();
  renderScreen(<AllBuyersPage />);
  const button = within(await rowOf('Lee Park')).getByRole('button', { name: 'make seller' });

  await u.dblClick(button);
  expect(button).toBeDisabled();
  // other rows stay usable while one runs
  expect(within(await rowOf('Dana Buyer')).getByRole('button', { name: 'make seller' })).toBeEnabled();

  buyers = [DANA];
  answer.open(ok({ ...LEE, role: 'Seller' }));
  expect(await screen.findByRole('heading', { name: 'Congratulation!' })).toBeInTheDocument();
  expect(screen.getByText('Product advertise successfully!')).toBeInTheDocument();
  expect(api.callsTo('PUT /make_seller/b2')).toHaveLength(1);
  await u.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lee Park' })).toBeNull());
});

it("deletes a buyer after a confirm modal saying the buyer can't be retrieved", async () => {
  const answer = gate();
  api.on('DELETE /buyer/b1', answer.reply);
  const u = userEvent.setup();
  renderScreen(<AllBuyersPage />);
  const button = within(await rowOf('Dana Buyer')).getByRole('button', { name: 'Delete' });

  await u.click(button);
  expect(await screen.findByText(/You won't be able to retrieve this buyer/)).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /buyer/b1')).toHaveLength(1));
  expect(button).toBeDisabled(); // in flight

  buyers = [LEE];
  answer.open(ok({ deletedCount: 1 }));
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  expect(screen.getByText('Buyer DELETED successfully!')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Dana Buyer' })).toBeNull());
});

it('shows an empty state when there are no buyers', async () => {
  buyers = [];
  renderScreen(<AllBuyersPage />);
  expect(await screen.findByText('NO BUYERS FOUND')).toBeInTheDocument();
});

it('counts every buyer and brings the ones past the first page with Load more', async () => {
  const MIA: User = { _id: 'b3', name: 'Mia Stone', email: 'mia@carmarket.test', role: 'Buyer', isVerified: false };
  buyers = [DANA, LEE, MIA];
  api.on(
    'GET /identity/Buyer',
    pages(() => buyers, 2),
  );
  const u = userEvent.setup();
  renderScreen(<AllBuyersPage />);

  expect(await screen.findByText('Showing 2 of 3 buyers.')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await rowOf('Mia Stone')).toBeInTheDocument();
  expect(screen.getByText('3 buyers.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

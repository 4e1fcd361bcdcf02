// All Sellers against a server that answers like the API (real HTTP, real client, real modals).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@carmarket/shared-ui';
import { gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import { pages } from '../../test/paged-replies';
import AllSellersPage from './AllSellersPage';

const SAM: User = {
  _id: 'a1',
  name: 'Sam Carter',
  email: 'demo.seller@carmarket.test',
  role: 'Seller',
  isVerified: true,
};
const NORA: User = {
  _id: 'a2',
  name: 'Nora Ellis',
  email: 'new.seller@carmarket.test',
  role: 'Seller',
  isVerified: false,
};

let api: FakeApi;
let sellers: User[];
beforeEach(async () => {
  api = await startFakeApi();
  sellers = [NORA, SAM];
  api.on('GET /seller', () => ok(sellers));
  signInAs('Admin');
});
afterEach(() => api.close());

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

it("labels each seller's verify button with the state and disables it once verified", async () => {
  renderScreen(<AllSellersPage />);
  const sam = await rowOf('Sam Carter');
  const nora = await rowOf('Nora Ellis');
  expect(within(sam).getByRole('button', { name: 'verified' })).toBeDisabled();
  expect(within(nora).getByRole('button', { name: 'unverified' })).toBeEnabled();
  expect(within(nora).getByRole('cell', { name: 'new.seller@carmarket.test' })).toBeInTheDocument();
  expect(within(nora).getByText('Seller')).toBeInTheDocument();
});

it('marks a seller who asked to be verified with the date, until verified', async () => {
  sellers = [{ ...NORA, verificationRequestedAt: '2026-11-27T09:00:00.000Z' }, SAM];
  api.on('PUT /verify/a2', () => {
    sellers = [{ ...NORA, isVerified: true }, SAM];
    return ok(sellers[0]);
  });
  const u = userEvent.setup();
  renderScreen(<AllSellersPage />);
  const nora = await rowOf('Nora Ellis');
  expect(within(nora).getByText(/^requested/)).toHaveTextContent('requested Nov 27, 2026');
  expect(within(await rowOf('Sam Carter')).queryByText(/^requested/)).toBeNull();

  await u.click(within(nora).getByRole('button', { name: 'unverified' }));
  await u.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(async () => expect(within(await rowOf('Nora Ellis')).queryByText(/^requested/)).toBeNull());
});

it('verifies once for a double click, keeps the button disabled meanwhile, then shows Verified! and the refreshed list', async () => {
  const answer = gate();
  api.on('PUT /verify/a2', answer.reply);
  const u = userEvent.setup();
  renderScreen(<AllSellersPage />);
  const button = within(await rowOf('Nora Ellis')).getByRole('button', { name: 'unverified' });

  await u.dblClick(button);
  expect(button).toBeDisabled();
  await u.click(button);
  await waitFor(() => expect(api.callsTo('PUT /verify/a2')).toHaveLength(1));

  sellers = [{ ...NORA, isVerified: true }, SAM];
  answer.open(ok(sellers[0]));
  expect(await screen.findByRole('heading', { name: 'Verified!' })).toBeInTheDocument();
  expect(api.callsTo('PUT /verify/a2')).toHaveLength(1);
  expect(api.callsTo('GET /seller')).toHaveLength(2); // the list was fetched again
  await u.click(screen.getByRole('button', { name: 'OK' }));
  expect(within(await rowOf('Nora Ellis')).getByRole('button', { name: 'verified' })).toBeDisabled();
});

it('deletes a seller only after the confirm modal, then thanks the admin and drops the row', async () => {
  api.on('DELETE /seller/a2', () => {
    sellers = [SAM];
    return ok({ deletedCount: 1, listingsDeleted: 2 });
  });
  const u = userEvent.setup();
  renderScreen(<AllSellersPage />);

  await u.click(within(await rowOf('Nora Ellis')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('heading', { name: 'Delete Nora Ellis?' })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'Nora Ellis' })).toBeInTheDocument(),
  );
  expect(api.callsTo('DELETE /seller/a2')).toHaveLength(0);

  await u.click(within(await rowOf('Nora Ellis')).getByRole('button', { name: 'Delete' }));
  await u.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  expect(screen.getByText('Seller DELETED successfully!')).toBeInTheDocument();
  expect(api.callsTo('DELETE /seller/a2')).toHaveLength(1);
  await u.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Nora Ellis' })).toBeNull());
});

it('reaches every seller past the first page: the count is of all of them, Load more brings the rest', async () => {
  const ZOE: User = { _id: 'a3', name: 'Zoe Quinn', email: 'zoe@carmarket.test', role: 'Seller', isVerified: false };
  sellers = [NORA, SAM, ZOE];
  api.on(
    'GET /seller',
    pages(() => sellers, 2),
  );
  const u = userEvent.setup();
  renderScreen(<AllSellersPage />);

  expect(
    await screen.findByText('Showing 2 of 3 sellers, 1 of those shown awaiting verification.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Zoe Quinn' })).toBeNull();
  await u.click(screen.getByRole('button', { name: 'Load more' }));

  expect(await rowOf('Zoe Quinn')).toBeInTheDocument();
  expect(screen.getByText('3 sellers, 2 awaiting verification.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  // The API's own paging: the first page as the screen always asked for it, then its next link.
  const asked = api.callsTo('GET /seller').map((call) => call.url);
  expect(asked[0]).toBe('/seller');
  expect(asked).toContain('/seller?cursor=2');
});

it('verifying a seller of a later page keeps every loaded page on screen', async () => {
  const ZOE: User = { _id: 'a3', name: 'Zoe Quinn', email: 'zoe@carmarket.test', role: 'Seller', isVerified: false };
  sellers = [NORA, SAM, ZOE];
  api.on(
    'GET /seller',
    pages(() => sellers, 2),
  );
  api.on('PUT /verify/a3', () => {
    sellers = [NORA, SAM, { ...ZOE, isVerified: true }];
    return ok(sellers[2]);
  });
  const u = userEvent.setup();
  renderScreen(<AllSellersPage />);
  await u.click(await screen.findByRole('button', { name: 'Load more' }));
  await u.click(within(await rowOf('Zoe Quinn')).getByRole('button', { name: 'unverified' }));
  await u.click(await screen.findByRole('button', { name: 'OK' }));

  await waitFor(() =>
    expect(
      within(screen.getByRole('cell', { name: 'Zoe Quinn' }).closest('tr') as HTMLElement).getByRole('button', {
        name: 'verified',
      }),
    ).toBeDisabled(),
  );
  expect(screen.getByText('3 sellers, 1 awaiting verification.')).toBeInTheDocument();
  expect(await rowOf('Nora Ellis')).toBeInTheDocument();
});

it("lifts a suspended seller's suspension after a confirmation, and the row shows them active again", async () => {
  const suspended = { ...SAM, suspension: { at: '2026-11-27T10:00:00.000Z', reason: 'Deposit scam.' } };
  sellers = [NORA, suspended];
  api.on('POST /moderation/sellers/a1/reinstate', () => {
    sellers = [NORA, SAM];
    return ok(SAM);
  });
  const u = userEvent.setup();
  renderScreen(<AllSellersPage />);
  const sam = await rowOf('Sam Carter');
  expect(within(sam).getByText('suspended')).toBeInTheDocument();
  expect(within(await rowOf('Nora Ellis')).queryByRole('button', { name: 'Lift suspension' })).toBeNull();

  await u.click(within(sam).getByRole('button', { name: 'Lift suspension' }));
  expect(await screen.findByRole('heading', { name: "Lift Sam Carter's suspension?" })).toBeInTheDocument();
  expect(screen.getByText(/stay off the market until they relist them/)).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: /suspension\?/ })).toBeNull());
  expect(api.callsTo('POST /moderation/sellers/a1/reinstate')).toHaveLength(0);

  await u.click(within(await rowOf('Sam Carter')).getByRole('button', { name: 'Lift suspension' }));
  await u.click(await screen.findByRole('button', { name: 'Yes, lift it' }));
  expect(await screen.findByRole('heading', { name: 'Suspension lifted' })).toBeInTheDocument();
  expect(api.callsTo('POST /moderation/sellers/a1/reinstate')).toHaveLength(1);
  await u.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText('suspended')).toBeNull());
  expect(within(await rowOf('Sam Carter')).queryByRole('button', { name: 'Lift suspension' })).toBeNull();
});

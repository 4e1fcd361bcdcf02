// "Review the seller" in My Orders, against a server that answers like the API (real HTTP, real client).
import type { MyReviewView } from '@carmarket/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { anOrder } from '../../test/fixtures';
import { renderAt, signInAs } from '../../test/render';

const PAID = anOrder({
  _id: 'p1',
  carName: 'Camry SE',
  brand: 'Toyota',
  sellerName: 'Nora Ellis',
  isPaid: true,
  expiresAt: undefined,
});
const UNPAID = anOrder({ _id: 'u1', isPaid: false });
const aReview = (extra: Partial<MyReviewView> = {}): MyReviewView => ({
  _id: 'r1',
  orderId: 'p1',
  sellerId: 's1',
  rating: 4,
  text: '',
  buyerName: 'Dana',
  carName: 'Camry SE',
  brand: 'Toyota',
  createdAt: '2026-11-01T10:00:00.000Z',
  removed: false,
  ...extra,
});

let api: FakeApi;
let mine: MyReviewView[];
beforeEach(async () => {
  api = await startFakeApi();
  mine = [];
  api.on('GET /orders', ok([UNPAID, PAID]));
  api.on('GET /reviews/mine', () => ok(mine));
  signInAs();
});
afterEach(() => api.close());

const row = async (car: string) => within((await screen.findByRole('link', { name: car })).closest('tr')!);

it('offers Review the seller on a paid order without a review, not on an unpaid one', async () => {
  renderAt('/dashboard');
  expect(await (await row('Camry SE')).findByRole('button', { name: 'Review the seller' })).toBeInTheDocument();
  expect((await row('Model X 75D')).queryByRole('button', { name: 'Review the seller' })).toBeNull();
});

it('sends 1–5 stars and the text, then shows the stars instead of the button (no second review)', async () => {
  api.on('POST /reviews', (call) => {
    mine = [aReview({ rating: 5, text: (call.body as { text: string }).text })];
    return { status: 201, body: mine[0] };
  });
  const u = userEvent.setup();
  renderAt('/dashboard');
  await u.click(await (await row('Camry SE')).findByRole('button', { name: 'Review the seller' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Review Nora Ellis' }));
  await u.click(dialog.getByRole('radio', { name: '5 stars: excellent' }));
  await u.type(dialog.getByLabelText('Your review (optional)'), 'Smooth hand-over. <b>Thanks</b>');
  await u.click(dialog.getByRole('button', { name: 'Send review' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Sending confirms it: the review is on the seller's page.
  expect(await screen.findByText("Thank you! Your review is on Nora Ellis's page.")).toBeInTheDocument();
  expect(api.callsTo('POST /reviews').map((c) => c.body)).toEqual([
    { orderId: 'p1', rating: 5, text: 'Smooth hand-over. <b>Thanks</b>' },
  ]);
  const camry = await row('Camry SE');
  expect(await camry.findByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
  expect(camry.getByText(/Reviewed/)).toBeInTheDocument();
  expect(camry.queryByRole('button', { name: 'Review the seller' })).toBeNull();
});

it('asks for stars before sending, and refuses text over 1000 characters, sending nothing', async () => {
  const u = userEvent.setup();
  renderAt('/dashboard');
  await u.click(await (await row('Camry SE')).findByRole('button', { name: 'Review the seller' }));
  const dialog = within(await screen.findByRole('dialog'));
  await u.click(dialog.getByRole('button', { name: 'Send review' }));
  expect(dialog.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();

  await u.click(dialog.getByRole('radio', { name: '3 stars: good' }));
  // Stars chosen: the error about them is gone at once, before any second send.
  expect(dialog.queryByText('Choose from 1 to 5 stars.')).toBeNull();
  const box = dialog.getByLabelText('Your review (optional)');
  await u.click(box);
  await u.paste('x'.repeat(1003));
  await u.click(dialog.getByRole('button', { name: 'Send review' }));
  expect(dialog.getByText('At most 1000 characters: shorten it by 3.')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('POST /reviews')).toEqual([]);
});

it("shows the API's refusal in the dialog and, after a 409, drops the button for the stars given meanwhile", async () => {
  api.on('POST /reviews', () => {
    mine = [aReview({ rating: 2 })];
    return fail(409, 'You have already reviewed this order.');
  });
  const u = userEvent.setup();
  renderAt('/dashboard');
  await u.click(await (await row('Camry SE')).findByRole('button', { name: 'Review the seller' }));
  const dialog = within(await screen.findByRole('dialog'));
  await u.click(dialog.getByRole('radio', { name: '4 stars: very good' }));
  await u.click(dialog.getByRole('button', { name: 'Send review' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('You have already reviewed this order.');
  await u.click(dialog.getByRole('button', { name: 'Cancel' }));
  const camry = await row('Camry SE');
  expect(await camry.findByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
  expect(camry.queryByRole('button', { name: 'Review the seller' })).toBeNull();
});

it('says when an admin removed the review; no new review is offered', async () => {
  mine = [aReview({ removed: true })];
  renderAt('/dashboard');
  const camry = await row('Camry SE');
  expect(await camry.findByText('Review removed by CarMarket')).toBeInTheDocument();
  expect(camry.queryByRole('button', { name: 'Review the seller' })).toBeNull();
});

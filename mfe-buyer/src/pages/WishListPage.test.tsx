import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { aListingIn, BOOK_BUTTON_WORDS, MARKET_STATUSES, STATUS_WORDS } from '@carmarket/shared-ui/test/listing-states';
import { renderAt, signInAs } from '../../test/render';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs();
});
afterEach(() => api.close());

const MODEL_3 = aListing({
  _id: 'car1',
  name: 'Model 3 Long Range',
  brand: 'Tesla',
  sale_price: 34.5,
  image: '/static/cars/sedan-red.svg',
});
const CAMRY = aListing({
  _id: 'car2',
  name: 'Camry SE',
  brand: 'Toyota',
  sale_price: 18.5,
  isSold: true,
  status: 'booked',
});
const toaster = () => screen.getByRole('region', { name: 'Notifications' });

it('shows a skeleton, then each saved car with its image, name, price and availability', async () => {
  const answer = gate();
  api.on('GET /wishlist', answer.reply);
  renderAt('/dashboard/wishlist');
  expect(await screen.findByLabelText('Loading your wish list')).toBeInTheDocument();
  answer.open(ok([MODEL_3, CAMRY]));

  const model3 = within(await screen.findByRole('article', { name: 'Model 3 Long Range' }));
  expect(model3.getByRole('img', { name: 'Tesla Model 3 Long Range' })).toHaveAttribute(
    'src',
    `${api.url}/static/cars/sedan-red.svg`,
  );
  expect(model3.getByText('34.5 k$')).toBeInTheDocument();
  expect(model3.getByText('Available')).toBeInTheDocument();
  expect(model3.getByRole('button', { name: 'Book Now' })).toBeEnabled();

  const camry = within(screen.getByRole('article', { name: 'Camry SE' }));
  expect(camry.getByText('Booked')).toBeInTheDocument();
  expect(camry.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
});

it('says what each saved car is, and shows a recent price drop with the price before it', async () => {
  const dropped = {
    ...MODEL_3,
    year: 2023,
    model: 'Model 3',
    mileage: 34800,
    sale_price: 31,
    original_price: 52,
    priceDrop: { from: 34.5, to: 31, at: '2026-11-27T10:00:00.000Z' },
  };
  api.on('GET /wishlist', ok([dropped, CAMRY]));
  renderAt('/dashboard/wishlist');
  const model3 = within(await screen.findByRole('article', { name: 'Model 3 Long Range' }));
  expect(model3.getByText('2023 Tesla Model 3 Long Range · 34,800 mi')).toBeInTheDocument();
  expect(model3.getByText('Price drop')).toBeInTheDocument();
  expect(model3.getByLabelText('was 34.5 k$')).toBeInTheDocument();
  const camry = within(screen.getByRole('article', { name: 'Camry SE' }));
  expect(camry.queryByText('Price drop')).not.toBeInTheDocument();
  expect(camry.getByText('Toyota Camry SE')).toBeInTheDocument();
});

it('invites to browse when nothing is saved', async () => {
  api.on('GET /wishlist', ok([]));
  renderAt('/dashboard/wishlist');
  expect(await screen.findByText('Your wish list is empty')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Browse cars' }));
  expect(await screen.findByText('storefront: category')).toBeInTheDocument();
});

it('Remove deletes the car from the wish list and the list no longer shows it', async () => {
  let saved = [MODEL_3, CAMRY];
  api.on('GET /wishlist', () => ok(saved));
  api.on('DELETE /wishlist/car1', () => {
    saved = saved.filter((car) => car._id !== 'car1');
    return { status: 204 };
  });
  renderAt('/dashboard/wishlist');
  const card = await screen.findByRole('article', { name: 'Model 3 Long Range' });
  await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));

  await waitFor(() => expect(screen.queryByRole('article', { name: 'Model 3 Long Range' })).toBeNull());
  expect(screen.getByRole('article', { name: 'Camry SE' })).toBeInTheDocument();
  expect(await within(toaster()).findByText('Model 3 Long Range removed from your wish list')).toBeInTheDocument();
  expect(api.callsTo('DELETE /wishlist/car1')).toHaveLength(1);
});

it('Book Now opens the shared booking modal for that car; once booked the card reads BOOKED', async () => {
  let booked = false;
  api.on('GET /wishlist', () => ok([{ ...MODEL_3, isSold: booked }]));
  api.on('POST /orders', () => {
    booked = true;
    return { status: 201, body: { _id: 'o1' } };
  });
  renderAt('/dashboard/wishlist');
  const card = await screen.findByRole('article', { name: 'Model 3 Long Range' });
  await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));

  const dialog = await screen.findByRole('dialog', { name: 'Book Model 3 Long Range of Tesla Brand' });
  await userEvent.type(within(dialog).getByLabelText('Phone'), '512-555-0142');
  await userEvent.type(within(dialog).getByLabelText('Meeting location'), 'Lamar Blvd, Austin');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit booking' }));

  // The success modal hides the page from screen readers (and from getByRole) until it is closed,
  // so close it as the buyer would; whether the card turned BOOKED before or after it opened
  // depended on the machine's speed.
  expect(await screen.findByText('Car booked successfully!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(within(card).getByRole('button', { name: 'BOOKED' })).toBeDisabled());
  expect(api.callsTo('POST /orders')[0].body).toEqual({
    carId: 'car1',
    phone: '512-555-0142',
    meetingLocation: 'Lamar Blvd, Austin',
  });
});

it("links each saved car's name and photo to its page", async () => {
  api.on('GET /wishlist', ok([MODEL_3]));
  renderAt('/dashboard/wishlist');
  const model3 = within(await screen.findByRole('article', { name: 'Model 3 Long Range' }));
  expect(model3.getByRole('link', { name: 'Model 3 Long Range' })).toHaveAttribute('href', '/listing/car1');
  expect(model3.getByRole('link', { name: 'Tesla Model 3 Long Range' })).toHaveAttribute('href', '/listing/car1');
});

it.each(MARKET_STATUSES)('a saved %s car reads the words every screen uses for it', async (status) => {
  api.on('GET /wishlist', ok([aListingIn(status, { _id: 'car9', name: 'Ioniq 5 SE', brand: 'Hyundai' })]));
  renderAt('/dashboard/wishlist');
  const card = within(await screen.findByRole('article', { name: 'Ioniq 5 SE' }));
  expect(card.getByText(STATUS_WORDS[status])).toBeInTheDocument();
  expect(card.getByRole('button', { name: BOOK_BUTTON_WORDS[status] })).toBeInTheDocument();
});

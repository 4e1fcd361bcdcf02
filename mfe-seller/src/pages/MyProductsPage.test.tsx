// My Products against a server that answers like the API (real HTTP, real client, real modals).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from '@carmarket/shared-ui';
import { gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing, type ListingWithStatus } from '@carmarket/shared-ui/test/fixtures';
import { inState, LISTING_STATUSES, STATUS_WORDS } from '@carmarket/shared-ui/test/listing-states';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import MyProductsPage from './MyProductsPage';

const listing = (overrides: Partial<ListingWithStatus>): Listing =>
  aListing({
    _id: 'p1',
    name: 'Model Y Performance',
    image: '/static/cars/suv-white.svg',
    poste_date: '2026-11-18T10:00:00.000Z',
    original_price: 66,
    sale_price: 47.9,
    used: 2,
    desc: 'Pearl white.',
    sellerName: 'Sam Carter',
    ...overrides,
  });

let api: FakeApi;
let products: Listing[];
beforeEach(async () => {
  api = await startFakeApi();
  products = [
    listing({}),
    listing({ _id: 'p2', name: 'Model 3 Long Range', isAdvertised: true }),
    listing({ _id: 'p3', name: 'Model X 75D', isSold: true, status: 'booked' }),
  ];
  api.on('GET /my_products/Sam%20Carter', () => ok(products));
  signInAs('Seller', { displayName: 'Sam Carter', email: 'demo.seller@carmarket.test' });
});
afterEach(() => api.close());

const card = (name: string) => screen.findByRole('article', { name });

it("shows the seller's cars with prices, and Advertise only where it can still be done", async () => {
  renderScreen(<MyProductsPage />);
  const modelY = await card('Model Y Performance');
  expect(within(modelY).getByText('47.9 k$')).toBeInTheDocument();
  expect(within(modelY).getByText('66 K$')).toBeInTheDocument();
  expect(within(modelY).getByRole('button', { name: 'Advertise' })).toBeEnabled();
  expect(within(await card('Model 3 Long Range')).getByRole('button', { name: 'Advertised' })).toBeDisabled();
  const booked = await card('Model X 75D');
  expect(within(booked).getByText('Booked')).toBeInTheDocument();
  expect(within(booked).getByRole('button', { name: 'Advertise' })).toBeDisabled();
});

it('advertises once for a double click, congratulates, and the refreshed card shows it advertised', async () => {
  const answer = gate();
  api.on('PUT /update/p1', answer.reply);
  const u = userEvent.setup();
  renderScreen(<MyProductsPage />);
  const button = within(await card('Model Y Performance')).getByRole('button', { name: 'Advertise' });
  await u.dblClick(button);
  expect(button).toBeDisabled();

  products = products.map((p) => (p._id === 'p1' ? { ...p, isAdvertised: true } : p));
  answer.open(ok(products[0]));
  expect(await screen.findByRole('heading', { name: 'Congratulation!' })).toBeInTheDocument();
  expect(screen.getByText('Product advertise successfully!')).toBeInTheDocument();
  expect(api.callsTo('PUT /update/p1')).toHaveLength(1);
  await u.click(screen.getByRole('button', { name: 'OK' }));
  expect(within(await card('Model Y Performance')).getByRole('button', { name: 'Advertised' })).toBeDisabled();
});

it('deletes after the confirm modal and thanks the seller; NO PRODUCTS FOUND once none are left', async () => {
  products = [products[0]];
  api.on('DELETE /product_delete/p1', () => {
    products = [];
    return ok({ deletedCount: 1 });
  });
  const u = userEvent.setup();
  renderScreen(<MyProductsPage />);
  await u.click(within(await card('Model Y Performance')).getByRole('button', { name: 'Delete' }));
  await u.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  expect(screen.getByText('Product DELETED successfully!')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('NO PRODUCTS FOUND')).toBeInTheDocument();
  expect(api.callsTo('DELETE /product_delete/p1')).toHaveLength(1);
});

it('links each car to its page as buyers see it', async () => {
  renderScreen(<MyProductsPage />);
  expect(within(await card('Model Y Performance')).getByRole('link', { name: 'Model Y Performance' })).toHaveAttribute(
    'href',
    '/listing/p1',
  );
});

describe('sold elsewhere and relist', () => {
  it('marks a free car sold elsewhere after a confirm, with a toast; the card then says so and offers Relist, which brings it back', async () => {
    products = [products[0]];
    api.on('POST /listings/p1/sold-elsewhere', () => {
      products = [{ ...products[0], soldElsewhereAt: '2026-11-24T10:00:00.000Z', status: 'withdrawn' } as Listing];
      return ok(products[0]);
    });
    api.on('POST /listings/p1/relist', () => {
      products = [listing({})];
      return ok(products[0]);
    });
    const u = userEvent.setup();
    renderScreen(<MyProductsPage />);

    await u.click(within(await card('Model Y Performance')).getByRole('button', { name: 'Sold elsewhere' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, it is sold' }));
    expect(await screen.findByText(/Model Y Performance is marked sold elsewhere/)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card('Model Y Performance')).getByRole('button', { name: 'Relist' })).toBeInTheDocument(),
    );
    const withdrawn = await card('Model Y Performance');
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(withdrawn).queryByRole('button', { name: 'Advertise' })).toBeNull();
    expect(api.callsTo('POST /listings/p1/sold-elsewhere')).toHaveLength(1);

    await u.click(within(withdrawn).getByRole('button', { name: 'Relist' }));
    expect(await screen.findByRole('heading', { name: 'Relisted!' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(async () =>
      expect(within(await card('Model Y Performance')).getByText('Available')).toBeInTheDocument(),
    );
    expect(api.callsTo('POST /listings/p1/relist')).toHaveLength(1);
  });

  it('a car a suspension took off the market offers Relist once the seller may sell again', async () => {
    products = [{ ...products[0], status: 'withdrawn' } as Listing];
    api.on('POST /listings/p1/relist', () => {
      products = [listing({})];
      return ok(products[0]);
    });
    const u = userEvent.setup();
    renderScreen(<MyProductsPage />);
    const withdrawn = await card('Model Y Performance');
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: 'Edit' })).toBeNull();
    await u.click(within(withdrawn).getByRole('button', { name: 'Relist' }));
    expect(await screen.findByRole('heading', { name: 'Relisted!' })).toBeInTheDocument();
    expect(api.callsTo('POST /listings/p1/relist')).toHaveLength(1);
  });

  it('a booked car cannot be marked sold elsewhere (decline the booking first)', async () => {
    renderScreen(<MyProductsPage />);
    const booked = within(await card('Model X 75D')).getByRole('button', { name: 'Sold elsewhere' });
    expect(booked).toBeDisabled();
    expect(booked).toHaveAttribute('title', 'A booking holds this car: decline it in My Buyers first');
  });

  it("a refused mark shows the API's message and keeps the card as it was", async () => {
    products = [products[0]];
    api.on('POST /listings/p1/sold-elsewhere', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'A booking holds this car: decline the booking first' },
    });
    const u = userEvent.setup();
    renderScreen(<MyProductsPage />);
    await u.click(within(await card('Model Y Performance')).getByRole('button', { name: 'Sold elsewhere' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, it is sold' }));
    expect(await screen.findByText('A booking holds this car: decline the booking first')).toBeInTheDocument();
    expect(within(await card('Model Y Performance')).getByText('Available')).toBeInTheDocument();
  });
});

it.each(LISTING_STATUSES)("a %s car's card reads the words every screen uses for it", async (status) => {
  products = [listing(inState(status))];
  renderScreen(<MyProductsPage />);
  expect(within(await card('Model Y Performance')).getByText(STATUS_WORDS[status])).toBeInTheDocument();
});

describe("the seller's standing", () => {
  const me = (extra: object) => ({
    _id: 's1',
    name: 'Sam Carter',
    email: 'demo.seller@carmarket.test',
    role: 'Seller',
    isVerified: false,
    ...extra,
  });

  it('tells an unverified seller why buyers see the yellow mark and how verification comes', async () => {
    api.on('GET /me', ok(me({})));
    renderScreen(<MyProductsPage />);
    const notice = await screen.findByRole('region', { name: 'Your seller account is not verified yet' });
    expect(notice).toHaveTextContent('yellow mark');
    expect(notice).toHaveTextContent('awaiting verification');
    // The cars' read ends inside this test: none is left on its way into the next one.
    expect(await screen.findByRole('article', { name: 'Model Y Performance' })).toBeInTheDocument();
  });

  /** The element that reads `words` as a whole, whatever elements they are split across. */
  const said = (words: string) => (_: string, element: Element | null) => element?.textContent === words;

  it('lets an unverified seller ask to be verified once, then says when they asked', async () => {
    api.on('GET /me', ok(me({})));
    api.on('POST /me/verification-request', ok(me({ verificationRequestedAt: '2026-11-28T09:30:00.000Z' })));
    const u = userEvent.setup();
    renderScreen(<MyProductsPage />);
    const notice = within(await screen.findByRole('region', { name: 'Your seller account is not verified yet' }));
    await u.click(await notice.findByRole('button', { name: 'Request verification' }));
    expect(await notice.findByText(said('Requested on Nov 28, 2026'))).toBeInTheDocument();
    expect(notice.queryByRole('button', { name: 'Request verification' })).toBeNull();
    expect(api.callsTo('POST /me/verification-request')).toHaveLength(1);
    expect(await screen.findByRole('article', { name: 'Model Y Performance' })).toBeInTheDocument();
  });

  it('shows the date of an earlier request instead of the button', async () => {
    api.on('GET /me', ok(me({ verificationRequestedAt: '2026-11-20T09:30:00.000Z' })));
    renderScreen(<MyProductsPage />);
    const notice = within(await screen.findByRole('region', { name: 'Your seller account is not verified yet' }));
    expect(await notice.findByText(said('Requested on Nov 20, 2026'))).toBeInTheDocument();
    expect(notice.queryByRole('button', { name: 'Request verification' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Model Y Performance' })).toBeInTheDocument();
  });

  it('says nothing to a verified seller', async () => {
    api.on('GET /me', ok(me({ isVerified: true })));
    renderScreen(<MyProductsPage />);
    await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
    expect(await screen.findByRole('article', { name: 'Model Y Performance' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /not verified|suspended/ })).toBeNull();
  });

  it('tells a suspended seller why, as the admin wrote it', async () => {
    api.on(
      'GET /me',
      ok(me({ isVerified: true, suspension: { at: '2026-11-27T10:00:00.000Z', reason: 'Deposit scam.' } })),
    );
    renderScreen(<MyProductsPage />);
    const notice = await screen.findByRole('region', { name: 'Your account is suspended' });
    expect(notice).toHaveTextContent('Deposit scam.');
    expect(await screen.findByRole('article', { name: 'Model Y Performance' })).toBeInTheDocument();
  });
});

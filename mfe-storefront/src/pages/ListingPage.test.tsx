/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The listing page in a data router (its real loader), against a real HTTP server answering like
// the API: GET /listings/:id, the wish list, report and booking.
import { setRuntimeConfig, theme, useAuth } from '@carmarket/shared-ui';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { mutate } from 'swr';
import { isRouteErrorResponse, RouterProvider, useRouteError } from 'react-router-dom';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { BOOK_BUTTON_WORDS, inState, MARKET_STATUSES, STATUS_WORDS } from '@carmarket/shared-ui/test/listing-states';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders, signInDana } from '../../test/render';
import type { ListingDetail } from '../api/listing-types';
import { listingLoader } from '../features/listing/listingLoader';
import ListingPage from './ListingPage';

const ID = '5eed00000000000000000042';
const photo = (id: string) => ({
  id,
  width: 1600,
  height: 1000,
  src: `/photos/${id}/800.webp`,
  srcset: `/photos/${id}/320.webp 320w, /photos/${id}/800.webp 800w`,
});

function aDetail(extra: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...aListing({
      _id: ID,
      name: 'Model Y Performance',
      brand: 'Tesla',
      poste_date: '2025-03-03T12:00:00.000Z',
      original_price: 66,
      sale_price: 47.9,
      used: 2,
      condition: 'excellent',
      location: 'Austin, TX',
      desc: 'Pearl white, one owner.\nFull service history and a new set of tyres.',
    }),
    year: 2022,
    mileage: 18500,
    model: 'Model Y',
    fuel: 'electric',
    transmission: 'automatic',
    body: 'suv',
    photos: [photo('a1'), photo('a2'), photo('a3')],
    seller: {
      _id: 's1',
      name: 'Sam Carter Motors',
      isVerified: true,
      memberSince: '2024-03-10T00:00:00.000Z',
      activeListings: 4,
      reviewCount: 0,
    },
    priceHistory: [{ price: 47.9, at: '2025-03-03T12:00:00.000Z' }],
    daysOnMarket: 12,
    ...extra,
  };
}

const ANALYSIS = {
  rating: { label: 'Good deal', expected: 52, low: 49.5, high: 54.5, comparables: 5, widened: false },
  car: { year: 2022, mileage: 18500, price: 47.9 },
  points: [12000, 20000, 26000, 31000, 40000].map((mileage, i) => ({
    listingId: `5eed0000000000000000010${i}`,
    year: 2022,
    mileage,
    price: 56 - i * 2,
  })),
};

let car: ListingDetail;
/** What GET /wishlist answers: the signed-in person's saved cars. */
let wishlist: ListingDetail[];
/** What GET /me answers: Dana by default; the car's seller in the owner's tests. */
let me: { _id: string; email: string; name: string; role: string };
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://api');
    if (req.method === 'GET' && url.pathname === `/listings/${ID}`) return sendJson(res, 200, car);
    if (req.method === 'GET' && url.pathname === '/wishlist') return sendJson(res, 200, wishlist);
    if (req.method === 'GET' && url.pathname === '/me') return sendJson(res, 200, me);
    if (req.method === 'GET' && url.pathname === `/listings/${ID}/price-analysis`) return sendJson(res, 200, ANALYSIS);
    if (req.method === 'POST' && url.pathname === '/orders') {
      car = { ...car, isSold: true, status: 'booked' } as ListingDetail;
      return sendJson(res, 201, { _id: 'o1', carId: ID });
    }
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
  car = aDetail();
  wishlist = [];
  me = { _id: 'u-dana-id', email: 'dana@carmarket.test', name: 'Dana Buyer', role: 'Buyer' };
  server.requests.length = 0;
  signInDana();
});
afterEach(async () => {
  Swal.close();
  await mutate(() => true, undefined, { revalidate: false });
});

function NotFoundProbe() {
  const error = useRouteError();
  return (
    <h1>{isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something else went wrong'}</h1>
  );
}

function renderPage(path = `/listing/${ID}`) {
  const router = createMemoryRouter(
    [
      {
        path: '/listing/:id',
        loader: listingLoader,
        Component: ListingPage,
        errorElement: <NotFoundProbe />,
        HydrateFallback: () => null,
      },
      { path: '/login', Component: () => <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { cache: 'app' });
  return router;
}

it('shows a saved car as saved, as its card does: the Wishlist button pressed with its heart filled red', async () => {
  wishlist = [car];
  renderPage();
  const button = await screen.findByRole('button', { name: 'Wishlist' });
  const heart = button.querySelector('svg');
  // Drawn unsaved until the wish list is known (the server draws the page without it), in the same space.
  expect(heart).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('button', { name: 'Wishlist' }).querySelector('svg')).toHaveStyle({
    fill: theme.colors.danger,
  });
});

it('shows a car not saved with an empty heart', async () => {
  renderPage();
  await waitFor(() => expect(server.requests.some((r) => r.url === '/wishlist')).toBe(true));
  const button = await screen.findByRole('button', { name: 'Wishlist' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button.querySelector('svg')).toHaveStyle({ fill: 'none' });
});

it("shows the car's name, photos, price block, facts, seller and the full description", async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Tesla Model Y Performance' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Photos of Tesla Model Y Performance' })).toBeInTheDocument();
  expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  // The cover is asked for as soon as the listing is known, with the gallery's srcset and sizes.
  const preload = document.head.querySelector(`link[rel="preload"][href="${server.url}/photos/a1/800.webp"]`);
  expect(preload).toHaveAttribute(
    'imagesrcset',
    `${server.url}/photos/a1/320.webp 320w, ${server.url}/photos/a1/800.webp 800w`,
  );
  expect(preload?.getAttribute('imagesizes')).toBe(screen.getByRole('img', { name: /photo 1$/ }).getAttribute('sizes'));

  const price = within(screen.getByLabelText('Price'));
  expect(price.getByText('47.9 k$')).toBeInTheDocument();
  expect(price.getByText('66 K$')).toBeInTheDocument();
  expect(price.getByText('Listed Mar 3, 2025')).toHaveAttribute('datetime', car.poste_date);

  const facts = within(screen.getByRole('region', { name: 'Facts' }));
  const pairs = facts.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
  expect(pairs).toEqual([
    'Year: 2022',
    'Mileage: 18,500 mi',
    'Model: Model Y',
    'Fuel: Electric',
    'Transmission: Automatic',
    'Body: SUV',
    'Condition: Excellent',
    'Used: 2 years',
    'Location: Austin, TX',
  ]);

  const seller = within(screen.getByRole('region', { name: 'Seller' }));
  expect(seller.getByText('Sam Carter Motors')).toBeInTheDocument();
  expect(seller.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
  expect(seller.getByText('Member since Mar 2024 · 4 active listings')).toBeInTheDocument();

  const description = within(screen.getByRole('region', { name: 'Description' }));
  expect(
    description.getByText(/Pearl white, one owner\.\s+Full service history and a new set of tyres\./),
  ).toBeInTheDocument();
});

it('leaves out the facts the seller did not give and shows the yellow mark of an unverified seller', async () => {
  car = aDetail({
    year: undefined,
    mileage: undefined,
    model: undefined,
    fuel: undefined,
    transmission: undefined,
    body: undefined,
    seller: { ...aDetail().seller, isVerified: false, activeListings: 1 },
  });
  renderPage();
  const facts = within(await screen.findByRole('region', { name: 'Facts' }));
  expect(facts.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Condition', 'Used', 'Location']);
  expect(screen.getByRole('img', { name: 'Seller not verified yet' })).toBeInTheDocument();
  expect(screen.getByText(/1 active listing$/)).toBeInTheDocument();
});

it('answers an unknown or deleted id with the not-found page', async () => {
  renderPage('/listing/5eed00000000000000000099');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  // Only the listing calls: the previous test's account look-ups (/me, /wishlist) may still land here.
  const listingCalls = server.requests.map((r) => r.url).filter((url) => url.startsWith('/listings'));
  expect(listingCalls).toEqual(['/listings/5eed00000000000000000099']);
});

it('does not ask the API about an id that cannot be a listing', async () => {
  renderPage('/listing/not-an-id');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(server.requests).toEqual([]);
});

it('books from the page: the modal, the thanks, and the page reading BOOKED without a reload', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
  const dialog = screen.getByRole('dialog', { name: 'Book Model Y Performance of Tesla Brand' });
  await userEvent.type(within(dialog).getByLabelText('Phone'), '123-456-7890');
  await userEvent.type(within(dialog).getByLabelText('Meeting location'), 'Austin, TX');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit booking' }));
  expect(await screen.findByText('Car booked successfully!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'BOOKED' })).toBeDisabled());
  expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
    carId: ID,
    phone: '123-456-7890',
    meetingLocation: 'Austin, TX',
  });
});

describe("the car's own seller", () => {
  beforeEach(() => {
    me = { _id: 's1', email: 'dana@carmarket.test', name: 'Sam Carter Motors', role: 'Seller' };
  });

  it('sees an owner view with its status and Edit, not Book Now, Report or Wishlist', async () => {
    renderPage();
    const owner = within(await screen.findByRole('region', { name: 'Your car' }));
    expect(owner.getByText('Your listing is available to buyers.')).toBeInTheDocument();
    expect(owner.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/products?edit=${ID}`);
    expect(owner.getByRole('link', { name: 'My Products' })).toHaveAttribute('href', '/dashboard/products');
    for (const name of ['Book Now', 'Report', 'Wishlist']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('of a booked car is pointed to My Buyers, where the buyer and the hold are', async () => {
    car = { ...aDetail(), ...inState('booked') } as ListingDetail;
    renderPage();
    const owner = within(await screen.findByRole('region', { name: 'Your car' }));
    expect(owner.getByText('Booked: the buyer has until their hold ends to pay.')).toBeInTheDocument();
    expect(owner.getByRole('link', { name: 'My Buyers' })).toHaveAttribute('href', '/dashboard/my_buyers');
  });

  it('is never shown to another signed-in person', async () => {
    me = { _id: 'someone-else', email: 'dana@carmarket.test', name: 'Dana Buyer', role: 'Buyer' };
    renderPage();
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.map((r) => r.url)).toContain('/me'));
    expect(screen.queryByRole('region', { name: 'Your car' })).toBeNull();
  });
});

it('shows BOOKED, disabled, for a sold car', async () => {
  car = aDetail({ isSold: true });
  renderPage();
  expect(await screen.findByRole('button', { name: 'BOOKED' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
});

it('is public; a signed-out visitor pressing Book Now goes to /login and is to come back here', async () => {
  useAuth.setState({ user: null, loading: false });
  const router = renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?from=${encodeURIComponent(`/listing/${ID}`)}`);
  expect(server.requests.map((r) => r.url)).toEqual([`/listings/${ID}`]); // no wish list asked for
});

it('shows the deal label, the last price drop and the days on market beside the price', async () => {
  car = aDetail({
    dealRating: 'Good deal',
    rating: ANALYSIS.rating as ListingDetail['rating'],
    priceHistory: [
      { price: 49.9, at: '2025-11-02T12:00:00.000Z' },
      { price: 47.9, at: '2025-11-20T12:00:00.000Z' },
    ],
    daysOnMarket: 21,
  });
  renderPage();
  const guidance = within(await screen.findByLabelText('Price guidance'));
  expect(guidance.getByText('Good deal')).toBeInTheDocument();
  expect(guidance.getByText('Price dropped 2 k$ on Nov 20')).toBeInTheDocument();
  expect(guidance.getByText('21 days on market')).toBeInTheDocument();
  const history = within(screen.getByRole('group', { name: 'Price history' }));
  expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Listed at 49.9 k$ on Nov 2',
    'Changed to 47.9 k$ on Nov 20',
  ]);
});

it("on a phone, where the price analysis is near the top, waits for the first photo before asking for the analysis' data and code", async () => {
  // A viewport where every element is within a screen: the section is "near" as soon as it is watched.
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(el: Element) {
      this.report(
        [{ isIntersecting: true, target: el } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  try {
    renderPage();
    await screen.findByRole('region', { name: 'Price analysis' });
    const first = screen.getByRole('img', { name: /photo 1$/ });
    await new Promise((resolve) => setTimeout(resolve, 500)); // time enough for the request to reach the server, were it sent
    expect(server.requests.map((r) => r.url)).not.toContain(`/listings/${ID}/price-analysis`);
    fireEvent.load(first);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === `/listings/${ID}/price-analysis`)).toHaveLength(1),
    );
  } finally {
    window.IntersectionObserver = original;
  }
});

it('loads the price analysis below the fold only when it is wanted, in a place kept for it', async () => {
  renderPage();
  const section = within(await screen.findByRole('region', { name: 'Price analysis' }));
  expect(server.requests.map((r) => r.url)).not.toContain(`/listings/${ID}/price-analysis`);
  await userEvent.click(section.getByRole('button', { name: 'Show the price analysis' }));
  expect(await section.findByRole('img', { name: /^Price against mileage of 5 comparable cars/ })).toBeInTheDocument();
  expect(section.getByText('49.5 k$ – 54.5 k$')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.url === `/listings/${ID}/price-analysis`)).toHaveLength(1);
});

describe("the car's state, in the words every screen uses", () => {
  it.each(MARKET_STATUSES)('a %s car', async (status) => {
    car = { ...aDetail(), ...inState(status) } as ListingDetail;
    renderPage();
    const price = within(await screen.findByLabelText('Price'));
    expect(price.getByText(STATUS_WORDS[status])).toBeInTheDocument();
    // The booking button reads as the card's does (BOOKED, the product's fixed word).
    expect(screen.getByRole('button', { name: BOOK_BUTTON_WORDS[status] })).toBeInTheDocument();
  });
});

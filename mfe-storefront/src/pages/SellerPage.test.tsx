/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The seller page in a data router (its real loader), against a real HTTP server answering like
// the API: GET /sellers/:id, the seller's unanswered reviews, PUT /reviews/:id/answer.
import { setRuntimeConfig, useAuth, type ReviewView, type SellerPageView } from '@carmarket/shared-ui';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { unload } from 'swr';
import { isRouteErrorResponse, RouterProvider, useRouteError } from 'react-router-dom';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders, signInDana } from '../../test/render';
import { sellerLoader } from '../features/seller/sellerLoader';
import SellerPage from './SellerPage';

const ID = '5eed000000000000000000a1';
const review = (extra: Partial<ReviewView>): ReviewView => ({
  _id: 'r1',
  sellerId: ID,
  rating: 5,
  text: 'Great seller',
  buyerName: 'Bea',
  carName: 'Model 3',
  brand: 'Tesla',
  createdAt: '2026-10-02T10:00:00.000Z',
  ...extra,
});

function aSellerPage(extra: Partial<SellerPageView> = {}): SellerPageView {
  return {
    _id: ID,
    name: 'Sam Carter Motors',
    isVerified: true,
    memberSince: '2024-03-10T00:00:00.000Z',
    rating: { average: 4.5, count: 2 },
    activeListings: 1,
    listingsCursor: null,
    listings: [aListing({ _id: '5eed000000000000000000c1', name: 'Model Y Performance' })],
    reviews: {
      items: [
        review({
          _id: 'r2',
          rating: 4,
          text: '<script>alert(1)</script> Late, but <b>honest</b>.\nWould buy again.',
          buyerName: 'Cy',
        }),
        review({ _id: 'r1', answer: { text: 'Thank you, Bea!', createdAt: '2026-10-03T10:00:00.000Z' } }),
      ],
      total: 2,
      nextCursor: null,
    },
    ...extra,
  };
}

let page: SellerPageView;
/** Every car the seller has for sale, newest first, for GET /sellers/:id/listings. */
let moreCars: ReturnType<typeof aListing>[];
let unanswered: string[];
let server: Awaited<ReturnType<typeof startServer>>;
/** How PUT /reviews/:id/answer answers (the API's review, or a refusal). */
let answerReply: { status: number; body: unknown };
/** The signed-in member's own reports of reviews, and the reviews they wrote. */
let myReports: { reviewId: string; reason: string; reportedAt: string }[];
let written: ReviewView[];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://api');
    if (req.method === 'GET' && url.pathname === `/sellers/${ID}`) return sendJson(res, 200, page);
    if (req.method === 'GET' && url.pathname === `/sellers/${ID}/reviews`) {
      if (url.searchParams.get('cursor') === 'c2') {
        return sendJson(res, 200, {
          items: [review({ _id: 'r0', buyerName: 'Old Al', text: 'First ever' })],
          total: 3,
          nextCursor: null,
        });
      }
      return sendJson(res, 200, page.reviews);
    }
    if (req.method === 'GET' && url.pathname === `/sellers/${ID}/listings`) {
      // The cars after the page's own (keyset cursors stood in for by an offset), Link and X-Total-Count as the API.
      const all = moreCars;
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      if (start + limit < all.length) {
        url.searchParams.set('cursor', String(start + limit));
        res.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
      }
      res.setHeader('X-Total-Count', String(all.length));
      return sendJson(res, 200, all.slice(start, start + limit));
    }
    if (req.method === 'GET' && url.pathname === '/reviews/unanswered') return sendJson(res, 200, { ids: unanswered });
    if (req.method === 'GET' && url.pathname === '/reviews/my-reports') return sendJson(res, 200, myReports);
    if (req.method === 'GET' && url.pathname === '/reviews/mine') return sendJson(res, 200, written);
    const reportOf = /^\/reviews\/(\w+)\/report$/.exec(url.pathname);
    if (req.method === 'PUT' && reportOf) {
      const mine = { reviewId: reportOf[1], reason: 'offensive', reportedAt: '2026-11-27T10:00:00.000Z' };
      myReports = [mine, ...myReports];
      return sendJson(res, 200, mine);
    }
    if (req.method === 'GET' && url.pathname === '/wishlist') return sendJson(res, 200, []);
    if (req.method === 'PUT' && /^\/reviews\/\w+\/answer$/.test(url.pathname)) {
      if (answerReply.status === 200) {
        page = {
          ...page,
          reviews: {
            ...page.reviews,
            items: page.reviews.items.map((r) =>
              r._id === (answerReply.body as ReviewView)._id ? (answerReply.body as ReviewView) : r,
            ),
          },
        };
        unanswered = [];
      }
      return sendJson(res, answerReply.status, answerReply.body);
    }
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'Seller not found' });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  page = aSellerPage();
  moreCars = page.listings;
  unanswered = [];
  myReports = [];
  written = [];
  answerReply = { status: 500, body: { statusCode: 500, error: 'Error', message: 'not set' } };
  server.requests.length = 0;
  signInDana();
});
// The cache unloaded, paged lists too: a later page of reviews one test read is not the next test's.
afterEach(() => unload({ revalidate: false }));

function NotFoundProbe() {
  const error = useRouteError();
  return (
    <h1>{isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something else went wrong'}</h1>
  );
}

function renderPage(path = `/seller/${ID}`) {
  const router = createMemoryRouter(
    [
      {
        path: '/seller/:id',
        loader: sellerLoader,
        Component: SellerPage,
        errorElement: <NotFoundProbe />,
        HydrateFallback: () => null,
      },
    ],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />, { cache: 'app' });
}

it('shows the name, verified tick, member since, rating, reviews with answers as text, and the cars as cards', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sam Carter Motors' })).toBeInTheDocument();
  const header = within(screen.getByRole('region', { name: 'Sam Carter Motors' }));
  expect(header.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
  expect(header.getByText(/Member since/)).toHaveTextContent('Member since Mar 2024 · 1 active listing');
  const rating = within(screen.getByLabelText('Rating'));
  expect(rating.getByRole('img', { name: '4.5 of 5 stars' })).toBeInTheDocument();
  expect(rating.getByText('4.5 of 5')).toBeInTheDocument();
  expect(rating.getByText('2 reviews')).toBeInTheDocument();

  const cy = within(screen.getByRole('article', { name: 'Review by Cy' }));
  expect(cy.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  // Markup in a review is shown literally, never run or rendered.
  expect(cy.getByText(/<script>alert\(1\)<\/script> Late, but <b>honest<\/b>\./)).toBeInTheDocument();
  expect(document.querySelector('article script, article b')).toBeNull();
  const bea = within(screen.getByRole('article', { name: 'Review by Bea' }));
  expect(bea.getByText('Thank you, Bea!')).toBeInTheDocument();
  expect(bea.getByText(/Answer from the seller/)).toBeInTheDocument();

  const cars = within(screen.getByRole('region', { name: 'Cars for sale' }));
  expect(cars.getByRole('article', { name: 'Model Y Performance' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Answer this review' })).toBeNull(); // Dana is no seller
});

it('says so when the seller has no reviews and no cars, with the yellow mark of an unverified seller', async () => {
  page = aSellerPage({
    isVerified: false,
    rating: { average: null, count: 0 },
    activeListings: 0,
    listings: [],
    reviews: { items: [], total: 0, nextCursor: null },
  });
  renderPage();
  expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Sam Carter Motors' })).getByRole('img', {
      name: 'Seller not verified yet',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('No cars for sale right now')).toBeInTheDocument();
});

it('reaches every car: the first 24 drawn with the page, the rest with Load more', async () => {
  moreCars = Array.from({ length: 36 }, (_, i) =>
    aListing({ _id: `5eed0000000000000000${String(i).padStart(4, '0')}`, name: `Car ${i + 1}` }),
  );
  page = aSellerPage({ activeListings: 36, listings: moreCars.slice(0, 24), listingsCursor: '24' });
  renderPage();
  const cars = within(await screen.findByRole('region', { name: 'Cars for sale' }));
  await waitFor(() => expect(cars.getAllByRole('article')).toHaveLength(24));
  expect(cars.getByText('Showing 24 of 36 cars')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.url.startsWith(`/sellers/${ID}/listings`))).toEqual([]); // drawn from the page's data

  await userEvent.click(cars.getByRole('button', { name: 'Load more' }));
  expect(await cars.findByRole('article', { name: 'Car 36' })).toBeInTheDocument();
  expect(cars.getAllByRole('article')).toHaveLength(36);
  expect(cars.getByText('36 cars')).toBeInTheDocument();
  expect(cars.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(server.requests.map((r) => r.url)).toContain(`/sellers/${ID}/listings?limit=24&cursor=24`);
});

it('loads older reviews below the first page', async () => {
  page = aSellerPage({ reviews: { ...aSellerPage().reviews, total: 3, nextCursor: 'c2' } });
  const u = userEvent.setup();
  renderPage();
  await u.click(await screen.findByRole('button', { name: 'More reviews' }));
  expect(await screen.findByRole('article', { name: 'Review by Old Al' })).toBeInTheDocument();
  expect(screen.getAllByRole('article', { name: /^Review by/ })).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
});

it('answers an unknown seller id with the not-found page, and a malformed one without asking the API', async () => {
  renderPage('/seller/5eed0000000000000000ffff');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  server.requests.length = 0;
  renderPage('/seller/nope');
  expect((await screen.findAllByRole('heading', { name: 'Page not found' })).length).toBeGreaterThan(0);
  expect(server.requests).toEqual([]);
});

describe('reporting a review', () => {
  it('a member reports a review with a reason; it reads Reported for them, and their own review offers no Report', async () => {
    written = [{ ...aSellerPage().reviews.items[1], orderId: 'o1', removed: false } as ReviewView];
    myReports = [];
    const u = userEvent.setup();
    renderPage();
    const cy = within(await screen.findByRole('article', { name: 'Review by Cy' }));
    // Bea's review is Dana's own here: no Report on it.
    await waitFor(() => expect(server.requests.some((r) => r.url === '/reviews/mine')).toBe(true));
    const bea = within(screen.getByRole('article', { name: 'Review by Bea' }));
    await waitFor(() => expect(bea.queryByRole('button', { name: /Report/ })).toBeNull());

    await u.click(await cy.findByRole('button', { name: "Report Cy's review" }));
    const dialog = within(await screen.findByRole('dialog', { name: "Report Cy's review" }));
    await u.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await u.click(dialog.getByRole('radio', { name: 'Offensive' }));
    await u.type(dialog.getByRole('textbox'), 'Insults the seller');
    await u.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reported successfully!')).toBeInTheDocument();
    Swal.close();
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/reviews/r2/report', body: { reason: 'offensive', text: 'Insults the seller' } }),
    ]);
    expect(await cy.findByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it('shows Reported for a review the member reported before, Report on the others', async () => {
    myReports = [{ reviewId: 'r1', reason: 'scam', reportedAt: '2026-11-26T10:00:00.000Z' }];
    renderPage();
    const bea = within(await screen.findByRole('article', { name: 'Review by Bea' }));
    expect(await bea.findByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Review by Cy' })).getByRole('button', { name: "Report Cy's review" }),
    ).toBeEnabled();
  });

  it('offers no Report to a visitor who is not signed in', async () => {
    useAuth.setState({ user: null, loading: false, role: 'User', roleLoading: false });
    renderPage();
    const cy = within(await screen.findByRole('article', { name: 'Review by Cy' }));
    expect(cy.queryByRole('button', { name: /Report/ })).toBeNull();
    expect(server.requests.filter((r) => r.url.startsWith('/reviews/'))).toEqual([]);
  });
});

describe('the reviewed seller, signed in', () => {
  beforeEach(() => {
    useAuth.setState({ role: 'Seller' });
    unanswered = ['r2'];
  });

  it('answers an unanswered review once: the answer shows and the box is gone', async () => {
    const cy = aSellerPage().reviews.items[0];
    answerReply = {
      status: 200,
      body: { ...cy, answer: { text: 'Sorry for the wait, Cy.', createdAt: '2026-10-04T10:00:00.000Z' } },
    };
    const u = userEvent.setup();
    renderPage();
    const article = await screen.findByRole('article', { name: 'Review by Cy' });
    expect(
      within(screen.getByRole('article', { name: 'Review by Bea' })).queryByRole('button', {
        name: 'Answer this review',
      }),
    ).toBeNull(); // answered already
    await u.click(await within(article).findByRole('button', { name: 'Answer this review' }));
    await u.click(within(article).getByRole('button', { name: 'Send answer' }));
    expect(within(article).getByText('Write your answer first.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await u.type(within(article).getByLabelText('Your answer'), '  Sorry for the wait, Cy.  ');
    await u.click(within(article).getByRole('button', { name: 'Send answer' }));
    // The shown answer, not the box's own text: a textarea's text is its value, and the box goes
    // once the refetched unanswered list no longer names the review (it matched, then left).
    expect(
      await within(article).findByText('Sorry for the wait, Cy.', { ignore: 'script, style, textarea' }),
    ).toBeInTheDocument();
    // The answer shows as soon as it is sent; its request may reach the server a moment later.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([
        expect.objectContaining({ url: '/reviews/r2/answer', body: { text: 'Sorry for the wait, Cy.' } }),
      ]),
    );
    await waitFor(() => expect(within(article).queryByLabelText('Your answer')).toBeNull());
    expect(within(article).queryByRole('button', { name: 'Answer this review' })).toBeNull();
  });

  it("shows the API's reason when it refuses the answer, and keeps the text", async () => {
    answerReply = {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'You have already answered this review.' },
    };
    const u = userEvent.setup();
    renderPage();
    const article = await screen.findByRole('article', { name: 'Review by Cy' });
    await u.click(await within(article).findByRole('button', { name: 'Answer this review' }));
    await u.type(within(article).getByLabelText('Your answer'), 'Thanks');
    await u.click(within(article).getByRole('button', { name: 'Send answer' }));
    expect(await within(article).findByText('You have already answered this review.')).toBeInTheDocument();
  });
});

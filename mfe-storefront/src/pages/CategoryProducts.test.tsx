/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The category page in a data router, against a real HTTP server that answers like the API:
// GET /categories, paged GET /category/:id (Link + X-Total-Count), report, wish list and booking.
import { setRuntimeConfig, type Category, type Listing, type MyReportView } from '@carmarket/shared-ui';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { mutate } from 'swr';
import { RouterProvider } from 'react-router-dom';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { createMemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders, signInDana } from '../../test/render';
import { categoryLoader } from '../features/listings/categoryLoader';
import { isFirstScreen } from '../features/first-screen';

// A later navigation unless a test says it opens the first screen the browser loaded.
jest.mock('../features/first-screen', () => ({ isFirstScreen: jest.fn(() => false) }));
import CategoryProducts from './CategoryProducts';

// The app's one (global) SWR cache is used, as in the shell, so revalidate() reaches it; each test
// opens its own category so no cached page of an earlier test shows up.
let categoryId = 0;
const CATEGORIES: Category[] = Array.from({ length: 50 }, (_, i) => ({
  _id: `c${i + 1}`,
  category_id: i + 1,
  name: 'TESLA',
  image: '/static/categories/tesla.svg',
}));

function car(n: number, extra: Partial<Listing> = {}): Listing {
  return aListing({
    _id: `5eed000000000000000000${String(n).padStart(2, '0')}`,
    name: `Model ${n}`,
    category_id: categoryId,
    poste_date: new Date(Date.UTC(2025, 2, 30 - n, 12)).toISOString(),
    original_price: 50 + n,
    sale_price: 20 + n,
    used: 2,
    condition: 'good',
    desc: `Car number ${n}.`,
    ...extra,
  });
}

let cars: Listing[];
let wishlist: Set<string>;
let myReports: MyReportView[];
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://api');
    const [, first, id] = url.pathname.split('/');
    if (req.method === 'GET' && url.pathname === '/categories') return sendJson(res, 200, CATEGORIES);
    if (req.method === 'GET' && url.pathname === `/category/${categoryId}`) {
      const q = url.searchParams.get('q')?.toLowerCase();
      const matching = cars.filter((c) => !q || c.name.toLowerCase().includes(q));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      if (start + limit < matching.length) {
        url.searchParams.set('cursor', String(start + limit));
        res.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
      }
      res.setHeader('X-Total-Count', String(matching.length));
      return sendJson(res, 200, matching.slice(start, start + limit));
    }
    if (req.method === 'GET' && url.pathname === `/category/${categoryId}/facets`) {
      // Each fuel counts the cars of the other filters (here: the year range), as the API's facets do.
      const yearFrom = Number(url.searchParams.get('yearFrom') ?? 0);
      const fuels = ['electric', 'hybrid'].map((value) => ({
        value,
        count: cars.filter(
          (c) =>
            (c as Listing & { fuel?: string; year?: number }).fuel === value &&
            ((c as { year?: number }).year ?? 0) >= yearFrom,
        ).length,
      }));
      return sendJson(res, 200, {
        model: [{ value: 'Model 3', count: 2 }],
        year: [
          { value: '2021', count: 3 },
          { value: '2023', count: 2 },
        ],
        fuel: fuels,
        transmission: [],
        body: [],
        mileage: [
          { value: '30000', count: 1 },
          { value: '60000', count: 4 },
        ],
      });
    }
    if (req.method === 'PUT' && first === 'report') {
      const reported = cars.find((c) => c._id === id)!;
      myReports.push({
        listingId: id,
        reason: (req.body as { reason: MyReportView['reason'] }).reason,
        reportedAt: '',
      });
      return sendJson(res, 200, { ...reported, isReported: true });
    }
    if (req.method === 'GET' && url.pathname === '/me/reports') return sendJson(res, 200, myReports);
    if (req.method === 'GET' && url.pathname === '/wishlist')
      return sendJson(
        res,
        200,
        cars.filter((c) => wishlist.has(c._id)),
      );
    if (first === 'wishlist' && (req.method === 'PUT' || req.method === 'DELETE')) {
      if (req.method === 'PUT') wishlist.add(id);
      else wishlist.delete(id);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/orders') {
      const { carId } = req.body as { carId: string };
      cars.find((c) => c._id === carId)!.isSold = true;
      return sendJson(res, 201, { _id: 'o1', carId });
    }
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: `no route ${req.method} ${req.url}` });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  categoryId++;
  cars = Array.from({ length: 5 }, (_, i) => car(i + 1));
  wishlist = new Set();
  myReports = [];
  server.requests.length = 0;
  signInDana();
});
afterEach(async () => {
  Swal.close();
  await mutate(() => true, undefined, { revalidate: false }); // e.g. /wishlist
});

/** Opens this test's category page with `query` ('?q=...'). */
function renderPage(query = '') {
  const path = `/category/${categoryId}${query}`;
  const router = createMemoryRouter(
    [{ path: '/category/:id', loader: categoryLoader, Component: CategoryProducts, HydrateFallback: () => null }],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { cache: 'app' });
  return router;
}

const listingCalls = () =>
  server.requests.filter((r) => r.method === 'GET' && r.url.startsWith(`/category/${categoryId}?`));
const listingUrl = (query: string) => `/category/${categoryId}?${query}`;
const card = (name: string) => screen.findByRole('article', { name });
/** jsdom has no viewport width, so the page is laid out as on a phone: the filters start folded. */
const openFilters = async () => userEvent.click(await screen.findByRole('button', { name: /^Filters and sort/ }));

it("heads the page with the category's name and shows its cars with the count", async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'TESLA' })).toBeInTheDocument();
  expect(await card('Model 1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(5);
  expect(screen.getByText('5 cars')).toBeInTheDocument();
});

it('on the first screen, shows the cars its loader read in its first render (no skeletons) and reads them once', async () => {
  cars = Array.from({ length: 14 }, (_, i) => car(i + 1));
  (isFirstScreen as jest.Mock).mockReturnValueOnce(true);
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'TESLA' });
  expect(screen.getAllByRole('article').length).toBeGreaterThan(0); // the first screen's, the rest right after (0044)
  expect(screen.getByText('Showing 12 of 14 cars')).toBeInTheDocument();
  expect(screen.queryByText('Loading cars…')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  await waitFor(() =>
    expect(server.requests.some((r) => r.url.startsWith(`/category/${categoryId}/facets`))).toBe(true),
  );
  expect(listingCalls().map((r) => r.url)).toEqual([listingUrl('limit=12')]);
  // Load more follows the first page's cursor as on any other visit.
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await card('Model 14')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(14);
});

it('Apply with nothing changed reads the cars again and keeps showing them, also on the first screen', async () => {
  (isFirstScreen as jest.Mock).mockReturnValueOnce(true);
  renderPage('?fuel=hybrid');
  await card('Model 1');
  expect(listingCalls()).toHaveLength(1);
  await openFilters();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(listingCalls()).toHaveLength(2));
  expect(listingCalls()[1].url).toBe(listingCalls()[0].url);
  expect(screen.queryByText(/No cars/)).not.toBeInTheDocument();
  expect(await card('Model 1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(5);
});

it('loads 12 cars at a time and the next ones with Load more, following the API cursor', async () => {
  cars = Array.from({ length: 14 }, (_, i) => car(i + 1));
  renderPage();
  await card('Model 1');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  expect(screen.getByText('Showing 12 of 14 cars')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await card('Model 14')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(14);
  expect(screen.getByText('14 cars')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(listingCalls()[0].url).toBe(listingUrl('limit=12'));
  expect(listingCalls().at(-1)!.url).toBe(listingUrl('limit=12&cursor=12')); // the Link of the first page
});

it('fills the form from the URL and asks the API for the same filters', async () => {
  renderPage('?q=model&maxPrice=40&condition=good&available=true&sort=price_asc');
  await card('Model 1');
  expect(screen.getByRole('button', { name: 'Filters and sort (4 active)' })).toHaveAttribute('aria-expanded', 'false');
  await openFilters();
  expect(screen.getByLabelText('Search')).toHaveValue('model');
  expect(screen.getByLabelText('Max price (k$)')).toHaveValue(40);
  expect(screen.getByLabelText('Condition')).toHaveValue('good');
  expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');
  expect(screen.getByRole('checkbox', { name: 'Available only' })).toBeChecked();
  expect(listingCalls()[0].url).toBe(
    listingUrl('q=model&maxPrice=40&condition=good&available=true&sort=price_asc&limit=12'),
  );
});

it('sorts by best deal first when chosen, asking the API for that order', async () => {
  const router = renderPage();
  await card('Model 1');
  await openFilters();
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Best deal first');
  await waitFor(() => expect(router.state.location.search).toBe('?sort=best_deal'));
  await waitFor(() => expect(listingCalls().at(-1)!.url).toBe(listingUrl('sort=best_deal&limit=12')));
});

it('puts applied filters and the sort into the URL, so the page can be shared and reloaded', async () => {
  const router = renderPage();
  await card('Model 1');
  await openFilters();
  await userEvent.type(screen.getByLabelText('Search'), 'Model 2');
  await userEvent.type(screen.getByLabelText('Min price (k$)'), '15');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(router.state.location.search).toBe('?q=Model+2&minPrice=15');

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
  await waitFor(() => expect(router.state.location.search).toBe('?q=Model+2&minPrice=15&sort=price_desc'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Available only' }));
  await waitFor(() =>
    expect(router.state.location.search).toBe('?q=Model+2&minPrice=15&available=true&sort=price_desc'),
  );
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Available only' })).toBeChecked());
  await waitFor(() =>
    expect(listingCalls().at(-1)!.url).toBe(
      listingUrl('q=Model%202&minPrice=15&available=true&sort=price_desc&limit=12'),
    ),
  );
  // Found and checked in one go: the list of an earlier apply may be on screen a moment longer.
  await waitFor(() => expect(screen.getByRole('article', { name: 'Model 2' })).toBeInTheDocument());
});

describe('the filter bar is one model: every control applies live, a short pause after the last change', () => {
  it('typed words apply by themselves; the box keeps the focus and the words, the list and the URL follow', async () => {
    const router = renderPage();
    await card('Model 1');
    await openFilters();
    const search = screen.getByLabelText('Search');
    await userEvent.type(search, 'Model 2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Model+2'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Model 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveFocus();
    expect(screen.getByLabelText('Search')).toHaveValue('Model 2');
    // Words typed while the list followed are kept and applied in turn.
    await userEvent.type(screen.getByLabelText('Search'), '{Backspace}3');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Model+3'));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Model 3' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Hide filters' })).toBeInTheDocument(); // the phone panel stays open
  });

  it('choices picked in a row apply together: one read with both, like typed words', async () => {
    const router = renderPage();
    await card('Model 1');
    await openFilters();
    const before = listingCalls().length;
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'good');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc'); // shown as picked while it waits
    await waitFor(() => expect(router.state.location.search).toBe('?condition=good&sort=price_desc'));
    await waitFor(() => expect(listingCalls().length).toBe(before + 1));
    expect(listingCalls().at(-1)!.url).toBe(listingUrl('condition=good&sort=price_desc&limit=12'));
  });

  it("Enter in the search box applies at once, as the header's search does, with what was picked", async () => {
    const router = renderPage();
    await card('Model 1');
    await openFilters();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await userEvent.type(screen.getByLabelText('Search'), 'Model 4{Enter}');
    expect(router.state.location.search).toBe('?q=Model+4&sort=price_asc');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Model 4' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    // A new step in the history: Back shows every car again, and the box follows the URL.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
  });

  it('a reload keeps what was applied: the URL alone fills the bar', async () => {
    const first = renderPage();
    await card('Model 1');
    await openFilters();
    await userEvent.type(screen.getByLabelText('Search'), 'Model');
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'good');
    await waitFor(() => expect(first.state.location.search).toBe('?q=Model&condition=good'));
    cleanup();
    renderPage(first.state.location.search);
    await card('Model 1');
    await openFilters();
    expect(screen.getByLabelText('Search')).toHaveValue('Model');
    expect(screen.getByLabelText('Condition')).toHaveValue('good');
  });
});

it('refuses a price range whose highest price is below the lowest', async () => {
  const router = renderPage();
  await card('Model 1');
  await openFilters();
  await userEvent.type(screen.getByLabelText('Min price (k$)'), '40');
  await userEvent.type(screen.getByLabelText('Max price (k$)'), '20');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText('The highest price must not be below the lowest.')).toBeInTheDocument();
  // The lowest price alone may have applied while the highest was still being typed; the range never does.
  expect(router.state.location.search).not.toContain('maxPrice');
});

it('says when nothing matches and clears the filters on request', async () => {
  const router = renderPage('?q=lamborghini');
  expect(await screen.findByText('No cars match these filters')).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
  expect(router.state.location.search).toBe('');
  expect(await card('Model 1')).toBeInTheDocument();
});

it.each([
  ['a later visit', false],
  ['the first screen (the cars read by its loader)', true],
])(
  'reports a car with a reason, thanks the reporter and turns its button red (Reported) after the refetch, on %s',
  async (_, firstScreen) => {
    (isFirstScreen as jest.Mock).mockReturnValueOnce(firstScreen);
    renderPage();
    const model3 = await card('Model 3');
    await userEvent.click(within(model3).getByRole('button', { name: 'Report' }));
    // It asks why first; nothing is sent without a reason.
    const dialog = await screen.findByRole('dialog', { name: /Report the .* Model 3/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reported successfully!')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ reason: 'scam' });
    expect(screen.getByText('Thank You!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' })); // the modal hides the page from screen readers
    expect(within(model3).getByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(server.requests.some((r) => r.method === 'PUT' && r.url === `/report/${cars[2]._id}`)).toBe(true);
  },
);

it("another member's report leaves Report for this visitor, who can report too; Other needs their words", async () => {
  cars[1].isReported = true; // as an owner's or an admin's view would say: someone reported it
  renderPage();
  const model2 = await card('Model 2');
  const report = within(model2).getByRole('button', { name: 'Report' });
  expect(report).toBeEnabled();
  await userEvent.click(report);
  const dialog = await screen.findByRole('dialog', { name: /Model 2/ });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByText('Say what is wrong')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), 'The VIN belongs to a van');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText('Reported successfully!')).toBeInTheDocument();
  expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
    reason: 'other',
    text: 'The VIN belongs to a van',
  });
});

it('saves a car to the wish list and removes it again, with a toast each time', async () => {
  renderPage();
  const model2 = await card('Model 2');
  const button = within(model2).getByRole('button', { name: 'Wishlist' });
  expect(button).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(button);
  expect(await screen.findByText('Model 2 saved to your wish list')).toBeInTheDocument();
  expect(within(model2).getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  expect(wishlist.has(cars[1]._id)).toBe(true);

  await userEvent.click(within(model2).getByRole('button', { name: 'Wishlist' }));
  expect(await screen.findByText('Model 2 removed from your wish list')).toBeInTheDocument();
  expect(within(model2).getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
  expect(wishlist.size).toBe(0);
});

it('books a car from its card: the modal, the thanks, and the card reading BOOKED without a reload', async () => {
  renderPage();
  const model4 = await card('Model 4');
  await userEvent.click(within(model4).getByRole('button', { name: 'Book Now' }));
  const dialog = screen.getByRole('dialog', { name: 'Book Model 4 of Tesla Brand' });
  expect(within(dialog).getByLabelText('Price')).toHaveValue('24 k$');
  await userEvent.type(within(dialog).getByLabelText('Phone'), '512-555-0142');
  await userEvent.type(within(dialog).getByLabelText('Meeting location'), 'Austin');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit booking' }));

  expect(await screen.findByText('Car booked successfully!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(within(model4).getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  expect(server.requests.find((r) => r.method === 'POST')!.body).toEqual({
    carId: cars[3]._id,
    phone: '512-555-0142',
    meetingLocation: 'Austin',
  });
});

describe('vehicle-fact filters', () => {
  const withFacts = (n: number, fuel: string, year: number) => Object.assign(car(n), { fuel, year });
  beforeEach(() => {
    cars = [
      withFacts(1, 'electric', 2023),
      withFacts(2, 'electric', 2021),
      withFacts(3, 'hybrid', 2021),
      withFacts(4, 'electric', 2023),
      withFacts(5, 'hybrid', 2021),
    ];
  });
  const facetCalls = () =>
    server.requests
      .filter((r) => r.method === 'GET' && r.url.startsWith(`/category/${categoryId}/facets`))
      .map((r) => r.url);

  it('shows how many cars each choice would show, from the facets of the same query string', async () => {
    renderPage('?q=model&sort=price_asc');
    await card('Model 1');
    await openFilters();
    const fuel = screen.getByLabelText('Fuel');
    await waitFor(() => expect(within(fuel).getByRole('option', { name: 'Electric (3)' })).toBeInTheDocument());
    expect(within(fuel).getByRole('option', { name: 'Hybrid (2)' })).toBeEnabled();
    expect(within(fuel).getByRole('option', { name: 'Diesel (0)' })).toBeDisabled(); // a choice no car matches
    // 'Year from' counts the cars from that year on; mileage caps count as the API sends them.
    expect(
      within(screen.getByLabelText('Year from'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', '2023 (2)', '2021 (5)']);
    expect(
      within(screen.getByLabelText('Mileage'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Up to 30,000 mi (1)', 'Up to 60,000 mi (4)']);
    expect(within(screen.getByLabelText('Model')).getByRole('option', { name: 'Model 3 (2)' })).toBeInTheDocument();
    expect(facetCalls()[0]).toBe(`/category/${categoryId}/facets?q=model&sort=price_asc`);
  });

  it('applies a choice after a short pause: into the URL, the list and the counts ask again with it', async () => {
    const router = renderPage();
    await card('Model 1');
    await openFilters();
    await waitFor(() =>
      expect(within(screen.getByLabelText('Year from')).getByRole('option', { name: '2023 (2)' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText('Year from'), '2023');
    await waitFor(() => expect(router.state.location.search).toBe('?yearFrom=2023'));
    await waitFor(() =>
      expect(within(screen.getByLabelText('Fuel')).getByRole('option', { name: 'Hybrid (0)' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText('Fuel'), 'electric');
    await waitFor(() => expect(router.state.location.search).toBe('?yearFrom=2023&fuel=electric'));
    await waitFor(() => expect(listingCalls().at(-1)!.url).toBe(listingUrl('yearFrom=2023&fuel=electric&limit=12')));
    await waitFor(() => expect(facetCalls().at(-1)).toBe(`/category/${categoryId}/facets?yearFrom=2023&fuel=electric`));
    await userEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.getByRole('button', { name: 'Filters and sort (2 active)' })).toBeInTheDocument();
  });
});

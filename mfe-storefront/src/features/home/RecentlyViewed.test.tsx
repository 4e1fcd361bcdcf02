/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// Recently viewed on the home: the device's cars while signed out; at sign-in they join the
// account's list (oldest first, with the times they were opened) and the account's list shows,
// sold and removed cars marked. Against a real HTTP server answering like the API.
import { DEVICE_VIEWS_KEY, setRuntimeConfig, useAuth, type RecentlyViewedView } from '@carmarket/shared-ui';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mutate } from 'swr';
import { MemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders, signInDana } from '../../../test/render';
import RecentlyViewed from './RecentlyViewed';
import { RecentlyViewedSlot } from './RecentlyViewedSlot';

const id = (n: number) => `5eed000000000000000000${String(n).padStart(2, '0')}`;
const car = (n: number, extra: Partial<RecentlyViewedView> = {}): RecentlyViewedView => ({
  listingId: id(n),
  name: `Car ${n}`,
  brand: 'Tesla',
  image: '/static/cars/sedan-red.svg',
  sale_price: 30,
  viewedAt: `2026-01-0${n}T10:00:00.000Z`,
  status: 'available',
  ...extra,
});
const REMOVED_SINCE = id(9);
const FAILS = id(8);

let account: RecentlyViewedView[];
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'GET' && req.url === '/me/recently-viewed') return sendJson(res, 200, account);
    const put = /^\/me\/recently-viewed\/(\w+)$/.exec(req.url);
    if (req.method === 'PUT' && put) {
      if (put[1] === FAILS)
        return sendJson(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'down' });
      if (put[1] === REMOVED_SINCE)
        return sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'Car not found' });
      return sendJson(res, 204);
    }
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'no route' });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  localStorage.clear();
  useAuth.setState({ user: null, loading: false, role: 'User', roleLoading: false });
});
afterEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
});

const render = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, { cache: 'app' });
const shownNames = () =>
  within(screen.getByRole('list', { name: 'Recently viewed cars' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('loads nothing on the home for a visitor whose device has opened no car', () => {
  const { container } = render(<RecentlyViewedSlot />);
  expect(container).toBeEmptyDOMElement();
  expect(server.requests).toEqual([]);
});

it("shows the device's cars to a visitor, newest first, without asking the API", async () => {
  localStorage.setItem(DEVICE_VIEWS_KEY, JSON.stringify([car(2), car(1, { status: 'booked' })]));
  render(<RecentlyViewedSlot />);
  expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
  expect(shownNames()).toEqual(['TeslaCar 230 k$', 'TeslaCar 130 k$Booked']);
  expect(server.requests).toEqual([]);
});

it("merges the device's cars into the account at sign-in and shows the account's list, gone cars marked", async () => {
  // Opened on this device while signed out: newest first; one car has been removed since.
  localStorage.setItem(DEVICE_VIEWS_KEY, JSON.stringify([car(3), car(9, { listingId: REMOVED_SINCE }), car(1)]));
  account = [
    car(3),
    car(1),
    car(5, { name: 'Sold car', status: 'sold' }),
    car(6, { name: 'Gone car', status: 'withdrawn' }),
  ];
  render(<RecentlyViewed />);
  expect(await screen.findByText('Car 3')).toBeInTheDocument();

  act(() => signInDana());
  await waitFor(() => expect(screen.getByText('Gone car')).toBeInTheDocument());
  const puts = server.requests.filter((r) => r.method === 'PUT');
  expect(puts.map((r) => [r.url, r.body])).toEqual([
    [`/me/recently-viewed/${id(1)}`, { viewedAt: car(1).viewedAt }],
    [`/me/recently-viewed/${REMOVED_SINCE}`, { viewedAt: car(9).viewedAt }],
    [`/me/recently-viewed/${id(3)}`, { viewedAt: car(3).viewedAt }],
  ]);
  // The account's list is read once the merge is done, and the device keeps nothing.
  const getAt = server.requests.findIndex((r) => r.method === 'GET');
  expect(getAt).toBeGreaterThan(server.requests.indexOf(puts[2]));
  expect(localStorage.getItem(DEVICE_VIEWS_KEY)).toBeNull();
  expect(shownNames()).toEqual([
    'TeslaCar 330 k$',
    'TeslaCar 130 k$',
    'TeslaSold car30 k$Sold',
    'TeslaGone car30 k$Withdrawn',
  ]);
  // A car gone is marked and no longer a link.
  expect(screen.queryByRole('link', { name: 'Tesla Gone car' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tesla Car 3' })).toHaveAttribute('href', `/listing/${id(3)}`);
});

it('keeps on the device what it could not send when the API fails, for the next try', async () => {
  localStorage.setItem(DEVICE_VIEWS_KEY, JSON.stringify([car(8, { listingId: FAILS }), car(1)]));
  account = [car(1)];
  signInDana();
  render(<RecentlyViewed />);
  // The account's list still shows; the car whose write failed stays on the device.
  expect(await screen.findByText('Car 1')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.url)).toEqual([
    `/me/recently-viewed/${id(1)}`,
    `/me/recently-viewed/${FAILS}`,
  ]);
  expect(JSON.parse(localStorage.getItem(DEVICE_VIEWS_KEY)!).map((c: RecentlyViewedView) => c.listingId)).toEqual([
    FAILS,
  ]);
});

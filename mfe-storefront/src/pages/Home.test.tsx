/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// Home against a real HTTP server answering GET /categories and GET /advertise like the API.
import { setRuntimeConfig, type Advertisement, type Category } from '@carmarket/shared-ui';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders } from '../../test/render';
import Home from './Home';
import { forgetHomeReads } from '../features/home/home-reads';

const CATEGORIES: Category[] = [
  { _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' },
  { _id: 'c2', category_id: 2, name: 'KIA', image: '/static/categories/kia.svg' },
  { _id: 'c3', category_id: 3, name: 'TOYOTA', image: '/static/categories/toyota.svg' },
];
const LONG_DESC =
  'AWD with 800 V fast charging: 10 to 80 percent in about 18 minutes. Heat pump, HUD and the Meridian sound system.';
const ADS: Advertisement[] = [
  {
    _id: 'a6',
    category_id: 2,
    name: 'EV6 GT-Line',
    image: '/static/cars/hatchback-green.svg',
    desc: LONG_DESC,
    sale_price: 38.5,
  },
];

let answers: { categories: () => [number, unknown]; advertise: () => [number, unknown] };
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/categories') return sendJson(res, ...answers.categories());
    if (req.url === '/advertise') return sendJson(res, ...answers.advertise());
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
  forgetHomeReads(); // each test starts from nothing, as with the fresh cache renderWithProviders gives
  answers = { categories: () => [200, CATEGORIES], advertise: () => [200, ADS] };
});

function renderHome() {
  renderWithProviders(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

it('has the hero with Shop now leading to the first category', async () => {
  renderHome();
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/category/1');
  await screen.findByRole('region', { name: 'Advertised cars' }); // let both calls finish before the next test
});

it('shows every category as a tile leading to its page, after skeletons while loading', async () => {
  renderHome();
  const section = screen.getByRole('region', { name: 'Shop by category' });
  expect(within(section).queryAllByRole('link')).toHaveLength(0); // skeletons first
  for (const c of CATEGORIES) {
    expect(await within(section).findByRole('link', { name: c.name })).toHaveAttribute(
      'href',
      `/category/${c.category_id}`,
    );
  }
  expect(section.querySelectorAll('img')).toHaveLength(3);
  expect(section.querySelector('img')).toHaveAttribute('src', `${server.url}/static/categories/tesla.svg`);
});

it('shows each advertised car with its image, its name, its price and the first 80 characters of its description', async () => {
  renderHome();
  const section = await screen.findByRole('region', { name: 'Advertised cars' });
  const ad = within(section).getByRole('article', { name: 'EV6 GT-Line' });
  // One link per card, named as the car, to the car's own page (a visitor may see it; its category needs sign-in).
  expect(within(ad).getAllByRole('link')).toHaveLength(1);
  expect(within(ad).getByRole('link', { name: 'EV6 GT-Line' })).toHaveAttribute('href', '/listing/a6');
  expect(section.querySelector('a a')).toBeNull();
  expect(within(ad).getByText('38.5 k$')).toBeInTheDocument();
  expect(within(section).getByText(`${LONG_DESC.slice(0, 80)}…`)).toBeInTheDocument();
  expect(within(section).queryByText(LONG_DESC)).not.toBeInTheDocument();
  expect(section.querySelector('img')).toHaveAttribute('src', `${server.url}/static/cars/hatchback-green.svg`);
});

it('leaves the advertisements section out when nothing is advertised', async () => {
  answers.advertise = () => [200, []];
  renderHome();
  await screen.findByRole('link', { name: 'TESLA' });
  await waitFor(() => expect(server.requests.some((r) => r.url === '/advertise')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // time for its answer to render, if it wrongly did
  expect(screen.queryByRole('region', { name: 'Advertised cars' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Why choose CarMarket' })).toBeInTheDocument();
});

it('shows an error with Retry when the categories cannot load, and the tiles after a successful retry', async () => {
  answers.categories = () => [503, { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' }];
  renderHome();
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Could not load the categories');
  answers.categories = () => [200, CATEGORIES];
  await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'KIA' })).toBeInTheDocument();
});

it('has the why-choose-us section', async () => {
  renderHome();
  const section = screen.getByRole('region', { name: 'Why choose CarMarket' });
  expect(within(section).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  await screen.findByRole('region', { name: 'Advertised cars' });
});

it('shows the categories at once when the visitor comes back to the page (kept five minutes, as the API cache keeps them)', async () => {
  const first = renderWithProviders(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
  await screen.findByRole('link', { name: 'TOYOTA' });
  await screen.findByRole('region', { name: 'Advertised cars' });
  first.unmount();
  renderHome();
  // No skeletons first: the tiles and the advertised cars are there on the first render.
  expect(
    within(screen.getByRole('region', { name: 'Shop by category' })).getByRole('link', { name: 'TOYOTA' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Advertised cars' })).toBeInTheDocument();
});

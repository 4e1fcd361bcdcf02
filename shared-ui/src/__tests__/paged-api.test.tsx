/** @jest-environment ./test/jsdom-with-fetch.js */
// usePagedApi against a real HTTP server that pages like the API (keyset cursor in Link rel="next").
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { usePagedApi } from '@carmarket/shared-ui/widgets';
import { revalidate } from '../api/revalidate';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from './http-server';

interface Car {
  id: number;
  name: string;
  sold: boolean;
}

const PAGE = 2;
let cars: Car[];
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const after = Number(url.searchParams.get('cursor') ?? 0);
    const matching = cars.filter((c) => url.searchParams.get('available') !== 'true' || !c.sold);
    const rest = matching.filter((c) => c.id > after);
    const page = rest.slice(0, PAGE);
    if (rest.length > PAGE) {
      const next = new URLSearchParams(url.searchParams);
      next.set('cursor', String(page[page.length - 1].id));
      res.setHeader('Link', `<${url.pathname}?${next}>; rel="next"`);
    }
    res.setHeader('X-Total-Count', String(matching.length));
    sendJson(res, 200, page);
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  cars = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Car ${id}`, sold: false }));
});

function Cars({ path }: { path: string }) {
  const list = usePagedApi<Car>(path, { errorToast: false });
  if (list.isLoading) return <p>Loading</p>;
  return (
    <>
      <ul>
        {list.items.map((car) => (
          <li key={car.id}>{car.name}</li>
        ))}
      </ul>
      <p>{list.total} in all</p>
      {list.hasMore && (
        <button type="button" onClick={list.loadMore} disabled={list.loadingMore}>
          Load more
        </button>
      )}
    </>
  );
}

function renderCars(path: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Cars path={path} />
    </SWRConfig>,
  );
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

it('shows the first page and the total, then one more page per Load more until the last', async () => {
  renderCars('/cars');
  expect(await screen.findByText('5 in all')).toBeInTheDocument();
  expect(names()).toEqual(['Car 1', 'Car 2']);

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Car 4')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Car 5')).toBeInTheDocument();
  expect(names()).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 4', 'Car 5']);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('refetches every loaded page on revalidate(), following fresh cursors so nothing repeats', async () => {
  renderCars('/cars?available=true');
  await screen.findByText('Car 2');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Car 4');

  cars[1].sold = true; // Car 2 booked elsewhere: it leaves the "available only" list
  cars[3].name = 'Car 4 (price cut)';
  await act(() => revalidate(['/cars']));

  expect(names()).toEqual(['Car 1', 'Car 3', 'Car 4 (price cut)', 'Car 5']);
  expect(screen.getByText('4 in all')).toBeInTheDocument();
});

it('leaves lists of other paths alone', async () => {
  renderCars('/cars');
  await screen.findByText('Car 2');
  cars[0].name = 'Renamed';
  await act(() => revalidate(['/orders']));
  expect(names()).toEqual(['Car 1', 'Car 2']);
});

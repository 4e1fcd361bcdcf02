/** @jest-environment ./test/jsdom-with-fetch.js */
// usePagedApi against a real HTTP server that pages like the API: keyset cursor in Link rel="next"
// (the convention), or in a body's nextCursor (lists from before it).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { usePagedApi, type PagedApi } from '@carmarket/shared-ui/widgets';
import { revalidate } from '../api/revalidate';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

interface Car {
  _id: string;
  name: string;
  sold: boolean;
}

const PAGE = 2;
let cars: Car[];
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const after = url.searchParams.get('cursor') ?? '';
    const matching = cars.filter((c) => url.searchParams.get('available') !== 'true' || !c.sold);
    const rest = matching.filter((c) => c._id > after);
    const page = rest.slice(0, PAGE);
    const nextCursor = rest.length > PAGE ? page[page.length - 1]._id : null;
    if (url.pathname === '/reviews') return sendJson(res, 200, { items: page, nextCursor, total: matching.length });
    if (nextCursor) {
      const next = new URLSearchParams(url.searchParams);
      next.set('cursor', nextCursor);
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
  cars = [1, 2, 3, 4, 5].map((n) => ({ _id: `car${n}`, name: `Car ${n}`, sold: false }));
});

/** Which list: a category (Link + X-Total-Count) or the reviews (a body's nextCursor), all cars or the available ones. */
interface Lists {
  style?: 'headers' | 'body';
  available?: boolean;
}

function Cars({ style = 'headers', available }: Lists) {
  const byHeaders = usePagedApi(style === 'headers' ? '/category/{id}' : null, {
    params: { path: { id: 1 }, query: { available } },
    errorToast: false,
  });
  const byBody = usePagedApi(style === 'body' ? '/reviews' : null, { errorToast: false });
  const list = (style === 'headers' ? byHeaders : byBody) as unknown as PagedApi<Car>;
  if (list.isLoading) return <p>Loading</p>;
  return (
    <>
      <ul>
        {list.items.map((car) => (
          <li key={car._id}>{car.name}</li>
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

function renderCars(lists: Lists = {}) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Cars {...lists} />
    </SWRConfig>,
  );
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

it.each(['headers', 'body'] as const)(
  'shows the first page and the total, then one more page per Load more until the last (next page in %s)',
  async (style) => {
    renderCars({ style });
    expect(await screen.findByText('5 in all')).toBeInTheDocument();
    expect(names()).toEqual(['Car 1', 'Car 2']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Car 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Car 5')).toBeInTheDocument();
    expect(names()).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 4', 'Car 5']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
);

it('refetches every loaded page on revalidate(), following fresh cursors so nothing repeats', async () => {
  renderCars({ available: true });
  await screen.findByText('Car 2');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Car 4');

  cars[1].sold = true; // Car 2 booked elsewhere: it leaves the "available only" list
  cars[3].name = 'Car 4 (price cut)';
  await act(() => revalidate(['/category/1']));

  expect(names()).toEqual(['Car 1', 'Car 3', 'Car 4 (price cut)', 'Car 5']);
  expect(screen.getByText('4 in all')).toBeInTheDocument();
});

it('leaves lists of other paths alone', async () => {
  renderCars();
  await screen.findByText('Car 2');
  cars[0].name = 'Renamed';
  await act(() => revalidate(['/orders']));
  expect(names()).toEqual(['Car 1', 'Car 2']);
});

/** A list asked for only once the reader wants it (a thread's older messages). */
function AskedLater() {
  const [asked, setAsked] = useState(false);
  const list = usePagedApi(asked ? '/reviews' : null, { errorToast: false });
  return (
    <>
      <p>{list.isLoading || list.loadingMore ? 'Loading' : `${list.items.length} loaded`}</p>
      <button type="button" onClick={() => setAsked(true)}>
        Ask
      </button>
    </>
  );
}

it('is not loading while it has no path, and loads its first page once it has one', async () => {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AskedLater />
    </SWRConfig>,
  );
  expect(screen.getByText('0 loaded')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByText('2 loaded')).toBeInTheDocument();
});

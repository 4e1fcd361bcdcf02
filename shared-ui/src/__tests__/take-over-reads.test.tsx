/** @jest-environment ./test/jsdom-with-fetch.js */
// A page drawn on the server carries the answers it was drawn with (the cache's fallback): taking
// that page over in the browser does not ask the API for them again, while a screen opened after
// the take-over reads the API as always.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import useSWR, { SWRConfig } from 'swr';
import { ApiProvider, useApi } from '../api/swr';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    // The API's answer has changed since the page was drawn: a re-read would show it.
    if (req.url === '/categories') return sendJson(res, 200, [{ category_id: 2, name: 'BMW' }]);
    if (req.url === '/brands') return sendJson(res, 200, ['Audi']);
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'no route' });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());

const drawnAnswers = { '/categories': [{ category_id: 1, name: 'TESLA' }] };

function Categories({ label }: { label: string }) {
  const { data } = useApi('/categories');
  return <p>{data ? `${label}: ${data.map((c) => c.name).join(', ')}` : `${label} loading`}</p>;
}

function Brands() {
  // Through the cache's rules (ApiProvider's fetcher), like useApi, for a path of this test's server only.
  const { data } = useSWR<string[]>('/brands');
  return <p>{data ? `brands: ${data.join(', ')}` : 'brands loading'}</p>;
}

it('takes the server-drawn page over without reading its answers again; a later screen reads the API', async () => {
  const host = document.createElement('div');
  host.innerHTML = '<p>nav: TESLA</p><p>page: TESLA</p>';
  document.body.append(host);
  await act(async () => {
    hydrateRoot(
      host,
      <ApiProvider>
        <SWRConfig value={{ fallback: drawnAnswers }}>
          <Categories label="nav" />
          <Categories label="page" />
        </SWRConfig>
      </ApiProvider>,
    );
  });
  // A read the page did not carry, started after the take-over: once it is answered, any re-read of
  // the carried answer (started on mount, before it) would have been answered too.
  render(
    <ApiProvider>
      <Brands />
    </ApiProvider>,
  );
  expect(await screen.findByText('brands: Audi')).toBeInTheDocument();
  expect(server.requests.map((r) => r.url)).toEqual(['/brands']);
  expect(screen.getByText('nav: TESLA')).toBeInTheDocument();
  expect(screen.getByText('page: TESLA')).toBeInTheDocument();

  // A screen that mounts the same read later (another visit) asks the API, and every reader follows.
  render(
    <ApiProvider>
      <SWRConfig value={{ fallback: drawnAnswers }}>
        <Categories label="later" />
      </SWRConfig>
    </ApiProvider>,
  );
  expect(await screen.findByText('later: BMW')).toBeInTheDocument();
  expect(await screen.findByText('nav: BMW')).toBeInTheDocument();
  expect(server.requests.map((r) => r.url)).toEqual(['/brands', '/categories']);
});

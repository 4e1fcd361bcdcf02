/** @jest-environment ./test/jsdom-with-fetch.js */
// ApiProvider gives every useApi below it the cache's rules (the API client as fetcher, 5-minute
// de-duplication), as the shell renders it once around every screen.
import { render, screen } from '@testing-library/react';
import { ApiProvider, useApi } from '../api/swr';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/categories') return sendJson(res, 200, [{ category_id: 1, name: 'TESLA' }]);
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'no route' });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());

function Categories({ label }: { label: string }) {
  const { data } = useApi('/categories');
  return <p>{data ? `${label}: ${data.map((c) => c.name).join(', ')}` : `${label} loading`}</p>;
}

it('reads through the API client and asks once for screens that read the same path', async () => {
  render(
    <ApiProvider>
      <Categories label="nav" />
      <Categories label="page" />
    </ApiProvider>,
  );
  expect(await screen.findByText('nav: TESLA')).toBeInTheDocument();
  expect(screen.getByText('page: TESLA')).toBeInTheDocument();
  render(
    <ApiProvider>
      <Categories label="later" />
    </ApiProvider>,
  );
  expect(await screen.findByText('later: TESLA')).toBeInTheDocument();
  // A screen opened later within the de-duplication window is answered from the cache.
  expect(server.requests.filter((r) => r.url === '/categories')).toHaveLength(1);
});

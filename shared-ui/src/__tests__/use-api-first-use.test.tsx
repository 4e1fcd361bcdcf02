/** @jest-environment ./test/jsdom-with-fetch.js */
// useApi loads SWR on first use (decision 0040). The shared test setup loads it before each file
// (as a route loader does), so this file takes a module registry of its own, where SWR has not
// arrived yet when the screen first renders, as after a first visit to '/'.
import type * as ReactDom from '@testing-library/react';
import type * as Swr from '../api/swr';
import type * as Config from '../config/runtime-config';
import { sendJson, startServer } from './http-server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/categories') return sendJson(res, 200, [{ category_id: 1, name: 'TESLA' }]);
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'no route' });
  });
});
afterAll(() => server.close());

it('shows a screen rendered before SWR has arrived in its Suspense fallback, then with the answer, through the cache defaults', async () => {
  await jest.isolateModulesAsync(async () => {
    const React = (await import('react')) as typeof import('react');
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true'; // its hooks cannot be registered inside a test: unmounted below
    const { render, screen } = (await import('@testing-library/react')) as typeof ReactDom;
    const { useApi } = (await import('../api/swr')) as typeof Swr;
    const { setRuntimeConfig } = (await import('../config/runtime-config')) as typeof Config;
    setRuntimeConfig({
      apiUrl: server.url,
      remotes: {} as never,
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    });

    function Categories() {
      const { data } = useApi<{ name: string }[]>('/categories');
      return React.createElement('p', null, data ? data.map((c) => c.name).join(', ') : 'loading');
    }
    const { unmount } = render(
      React.createElement(
        React.Suspense,
        { fallback: React.createElement('p', null, 'waiting for the cache') },
        React.createElement(Categories),
      ),
    );
    expect(screen.getByText('waiting for the cache')).toBeInTheDocument();
    expect(await screen.findByText('TESLA')).toBeInTheDocument();
    // The fetcher came from the cache's defaults (no SWRConfig around): the API client's GET.
    expect(server.requests.filter((r) => r.url === '/categories')).toHaveLength(1);
    unmount();
  });
});

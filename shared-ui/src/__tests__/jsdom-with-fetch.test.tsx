/** @jest-environment ./test/jsdom-with-fetch.js */
// The environment remotes use for screens with route loaders: a DOM, real HTTP, and
// react-router's data routers (which build a Request per navigation).
import { render, screen } from '@testing-library/react';
import { RouterProvider, useLoaderData } from 'react-router-dom';
import { createMemoryRouter } from '../../test/memory-router';
import { sendJson, startServer } from '../../test/http-server';

it('runs a route loader that fetches over real HTTP and renders its data', async () => {
  const server = await startServer((_req, res) => sendJson(res, 200, { carName: 'Model 3' }));
  try {
    function Page() {
      return <p>{useLoaderData<{ carName: string }>().carName}</p>;
    }
    const router = createMemoryRouter([
      {
        path: '/',
        Component: Page,
        HydrateFallback: () => null,
        loader: async ({ request }) => (await fetch(`${server.url}/order`, { signal: request.signal })).json(),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Model 3')).toBeInTheDocument();
  } finally {
    await server.close();
  }
});

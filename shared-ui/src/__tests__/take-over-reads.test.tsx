/** @jest-environment ./test/jsdom-with-fetch.js */
// A page drawn on the server carries the answers it was drawn with (the cache's fallback): taking
// that page over in the browser does not ask the API for them again, while a screen opened after
// the take-over reads the API as always. The shell hydrates in a transition, which React renders in
// slices of a few milliseconds: a reader hydrated in a later slice is still part of the take-over.
import { render, screen } from '@testing-library/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import useSWR, { SWRConfig } from 'swr';
import { ApiProvider, endTakeOver, useApi } from '../api/swr';
import { PAGE_DATA_ID } from '../api/server-data';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
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

/** A part of the page that takes longer to hydrate than one of React's slices. */
function Slow() {
  const until = Date.now() + 30;
  while (Date.now() < until);
  return <p>slow part</p>;
}

/** Like the shell's root: the take-over ends once the whole page has hydrated. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(() => {
    endTakeOver();
    onHydrated();
  }, [onHydrated]);
  return children;
}

function Brands() {
  const { data } = useSWR<string[]>('/brands');
  return <p>{data ? `brands: ${data.join(', ')}` : 'brands loading'}</p>;
}

it('takes the server-drawn page over, in slices, without reading its answers again; a later screen reads the API', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify(drawnAnswers);
  document.head.append(block);
  const host = document.createElement('div');
  host.innerHTML = '<p>nav: TESLA</p><p>slow part</p><p>slow part</p><p>page: TESLA</p>';
  document.body.append(host);
  // As in the browser, not inside act(), which would render the whole transition at once.
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  let hydrated!: () => void;
  const done = new Promise<void>((resolve) => (hydrated = resolve));
  startTransition(() => {
    hydrateRoot(
      host,
      <Hydrated onHydrated={() => hydrated()}>
        <ApiProvider>
          <SWRConfig value={{ fallback: drawnAnswers }}>
            <Categories label="nav" />
            <Slow />
            <Slow />
            <Categories label="page" />
          </SWRConfig>
        </ApiProvider>
      </Hydrated>,
    );
  });
  await done;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  // A read started after the take-over: once it is answered, a re-read started on mount would be too.
  render(
    <ApiProvider>
      <Brands />
    </ApiProvider>,
  );
  expect(await screen.findByText('brands: Audi')).toBeInTheDocument();
  expect(server.requests.map((r) => r.url)).toEqual(['/brands']);
  expect(screen.getByText('nav: TESLA')).toBeInTheDocument();
  expect(screen.getByText('page: TESLA')).toBeInTheDocument();

  // After the take-over, a screen mounting the read asks the API as always.
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

/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The offer dialog against a real HTTP server answering like the API's POST /listings/:id/offers.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@carmarket/shared-ui/test/memory-router';
import { mutate } from 'swr';
import { AppToaster, setRuntimeConfig, toast, useAuth } from '@carmarket/shared-ui';
import { sendJson, startServer, type Recorded } from '@carmarket/shared-ui/test/http-server';
import { renderThemed } from '@carmarket/shared-ui/src/__tests__/render';
import { OfferDialog } from './OfferDialog';

const CAR = { _id: '5eed00000000000000000001', name: 'Model 3', brand: 'Tesla', sale_price: 40 };

let answer: (req: Recorded) => [number, unknown];
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'POST' && req.url === `/listings/${CAR._id}/offers`) {
      const [status, body] = answer(req);
      return sendJson(res, status, body);
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
  useAuth.setState({
    user: { uid: 'u1', email: 'dana@carmarket.test', displayName: 'Dana Buyer', photoURL: null, emailVerified: true },
  });
});
afterEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
  act(() => toast.remove());
});

function open() {
  renderThemed(
    <MemoryRouter initialEntries={['/listing/x']}>
      <AppToaster />
      <Routes>
        <Route path="/listing/x" element={<OfferDialog car={CAR} onClose={() => undefined} />} />
        <Route path="/dashboard/messages/:id" element={<p>Thread page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fill(amount: string) {
  await userEvent.type(await screen.findByLabelText(/Your offer/), amount);
  await userEvent.type(screen.getByLabelText(/Phone/), '512-555-0142');
  await userEvent.type(screen.getByLabelText(/Meeting place/), 'Zilker Park');
  await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
}

it('sends the amount and contact, then opens the conversation with the seller', async () => {
  answer = () => [201, { _id: 'f1', conversationId: 'c1', status: 'open' }];
  open();
  expect(screen.getByText('Asking 40 k$; offers from 20 k$')).toBeInTheDocument();
  await fill('36.5');
  expect(await screen.findByText('Thread page')).toBeInTheDocument();
  expect(server.requests[0].body).toEqual({ amount: 36.5, phone: '512-555-0142', meetingLocation: 'Zilker Park' });
});

it("puts the API's reason under the amount when it is out of range", async () => {
  answer = () => [
    400,
    {
      statusCode: 400,
      error: 'Bad Request',
      message: ['amount must be at least 20.00 k$: offers start at half the asking price (40.00 k$)'],
    },
  ];
  open();
  await fill('21');
  expect(await screen.findByText(/offers start at half the asking price/)).toBeInTheDocument();
  expect(screen.queryByText('Thread page')).toBeNull();
});

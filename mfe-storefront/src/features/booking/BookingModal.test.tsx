/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The booking modal against a real HTTP server answering like the API's POST /orders.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Swal from 'sweetalert2';
import { mutate, SWRConfig } from 'swr';
import { AppToaster, setRuntimeConfig, swrDefaults, toast, useApi, useAuth } from '@carmarket/shared-ui';
import { sendJson, startServer, type Recorded } from '@carmarket/shared-ui/test/http-server';
import { renderThemed } from '@carmarket/shared-ui/src/__tests__/render';
import { BookingModal } from './BookingModal';

const CAR = { _id: '5eed00000000000000000001', name: 'Model 3 Long Range', brand: 'Tesla', sale_price: 34.5 };

let sold: boolean;
let answer: (req: Recorded) => [number, unknown];
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'GET' && req.url === '/category/1') return sendJson(res, 200, [{ ...CAR, isSold: sold }]);
    if (req.method === 'POST' && req.url === '/orders') {
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
  sold = false;
  server.requests.length = 0;
  useAuth.setState({
    user: { uid: 'u1', email: 'dana@carmarket.test', displayName: 'Dana Buyer', photoURL: null, emailVerified: true },
  });
});
afterEach(async () => {
  Swal.close();
  await mutate(() => true, undefined, { revalidate: false }); // the app's one cache, emptied between tests
  act(() => toast.remove());
});

/** A list showing the car's state, like a category card, and the modal opened from it. */
function Screen() {
  const { data } = useApi('/category/{id}', { params: { path: { id: 1 } } });
  const [open, setOpen] = useState(true);
  const car = data?.[0];
  return (
    <>
      <p>{car ? (car.isSold ? 'BOOKED' : 'Book Now') : 'loading'}</p>
      {open && <BookingModal car={CAR} onClose={() => setOpen(false)} />}
      <AppToaster />
    </>
  );
}

async function openModal() {
  // The app's own (global) cache, as in the shell: revalidate() works on it.
  renderThemed(
    <SWRConfig value={{ ...swrDefaults, dedupingInterval: 0 }}>
      <Screen />
    </SWRConfig>,
  );
  await screen.findByText('Book Now');
  return screen.getByRole('dialog', { name: 'Book Model 3 Long Range of Tesla Brand' });
}

async function fillAndSubmit(phone: string, place: string) {
  await userEvent.type(screen.getByLabelText('Phone'), phone);
  await userEvent.type(screen.getByLabelText('Meeting location'), place);
  await userEvent.click(screen.getByRole('button', { name: 'Submit booking' }));
}

it('shows the buyer and the car read-only and asks for phone and meeting location', async () => {
  const dialog = await openModal();
  const field = (label: string) => within(dialog).getByLabelText(label);
  expect(field('Name')).toHaveValue('Dana Buyer');
  expect(field('Email')).toHaveValue('dana@carmarket.test');
  expect(field('Car')).toHaveValue('Model 3 Long Range');
  expect(field('Price')).toHaveValue('34.5 k$');
  for (const label of ['Name', 'Email', 'Car', 'Price']) expect(field(label)).toHaveAttribute('readonly');
  for (const label of ['Phone', 'Meeting location']) expect(field(label)).not.toHaveAttribute('readonly');
  expect(field('Phone')).toHaveFocus();
});

it('books with only the car, phone and meeting place, thanks the buyer and refreshes the card to BOOKED', async () => {
  answer = () => {
    sold = true;
    return [201, { _id: 'o1', carId: CAR._id, isPaid: false }];
  };
  await openModal();
  await fillAndSubmit(' 512-555-0142 ', 'Whole Foods, Lamar Blvd');

  expect(await screen.findByText('Car booked successfully!')).toBeInTheDocument();
  expect(screen.getByText('Thank You!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: /Book Model 3/ })).not.toBeInTheDocument();
  expect(screen.getByText('BOOKED')).toBeInTheDocument();
  const post = server.requests.find((r) => r.method === 'POST')!;
  expect(post.body).toEqual({ carId: CAR._id, phone: '512-555-0142', meetingLocation: 'Whole Foods, Lamar Blvd' });
});

it('when someone else booked the car first (409) says so, closes and shows the card BOOKED', async () => {
  answer = () => {
    sold = true; // the other buyer's booking
    return [409, { statusCode: 409, error: 'Conflict', message: 'This car has already been booked.' }];
  };
  await openModal();
  await fillAndSubmit('512-555-0142', 'Austin');

  expect(await screen.findByText('This car has already been booked.')).toBeInTheDocument();
  expect(screen.getByText('Sorry!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: /Book Model 3/ })).not.toBeInTheDocument();
  expect(await screen.findByText('BOOKED')).toBeInTheDocument();
});

it("puts the API's validation message under the field and keeps the form open for a fix", async () => {
  answer = () => [
    400,
    { statusCode: 400, error: 'Bad Request', message: ['phone must be a phone number such as 123-456-7890'] },
  ];
  const dialog = await openModal();
  await fillAndSubmit('call me', 'Austin');

  expect(await within(dialog).findByText('phone must be a phone number such as 123-456-7890')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Meeting location')).toHaveValue('Austin');
  expect(screen.getByText('Book Now')).toBeInTheDocument();
});

it('keeps the form open with a toast when the server fails', async () => {
  answer = () => [500, { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }];
  const dialog = await openModal();
  await fillAndSubmit('512-555-0142', 'Austin');
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Submit booking' })).toBeEnabled();
});

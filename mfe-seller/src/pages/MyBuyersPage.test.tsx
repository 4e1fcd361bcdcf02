import { act, screen, within } from '@testing-library/react';
import { toast, type SellerOrder } from '@carmarket/shared-ui';
import { fail, ok, startFakeApi, type FakeApi } from '../../../shared-ui/test/fake-api';
import { renderScreen, signInAs } from '../../../shared-ui/test/render-screen';
import MyBuyersPage from './MyBuyersPage';

const ORDER: SellerOrder = {
  _id: 'o1',
  buyerName: 'Dana Buyer',
  buyerEmail: 'demo.buyer@carmarket.test',
  phone: '503-555-0101',
  meetingLocation: 'Austin Central Library',
  carId: 'p1',
  carName: 'Model Y Performance',
  brand: 'Tesla',
  price: 47.9,
  isPaid: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'active',
};

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs('Seller');
});
afterEach(async () => {
  act(() => toast.remove());
  await api.close();
});

it("lists who booked the seller's cars, how to reach them, where they meet and whether they paid", async () => {
  api.on('GET /my_buyers', ok([ORDER, { ...ORDER, _id: 'o2', buyerName: 'Lee Park', isPaid: true }]));
  renderScreen(<MyBuyersPage />);
  const dana = (await screen.findByText('Dana Buyer')).closest('tr') as HTMLElement;
  for (const text of ['demo.buyer@carmarket.test', '503-555-0101', 'Austin Central Library', '47.9 k$', 'Not paid']) {
    expect(within(dana).getByText(text)).toBeInTheDocument();
  }
  expect(within(dana).getByText('Model Y Performance')).toBeInTheDocument();
  const lee = screen.getByText('Lee Park').closest('tr') as HTMLElement;
  expect(within(lee).getByText('Paid')).toBeInTheDocument();
});

it('says when nobody has booked yet', async () => {
  api.on('GET /my_buyers', ok([]));
  renderScreen(<MyBuyersPage />);
  expect(await screen.findByText('NO BUYERS YET')).toBeInTheDocument();
});

it('offers a retry when the list cannot be loaded', async () => {
  api.on('GET /my_buyers', fail(503, 'Service unavailable'));
  renderScreen(<MyBuyersPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

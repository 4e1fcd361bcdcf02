// My Products → Edit: price, description, facts and photos of an own listing, saved
// through PUT /listings/:id and the photo calls, against a server that answers like the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerListing, PhotoView } from '@carmarket/shared-ui';
import { fail, ok, startFakeApi, type FakeApi, type MultipartBody } from '@carmarket/shared-ui/test/fake-api';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import MyProductsPage from './MyProductsPage';

const stored = (id: string): PhotoView => ({
  id,
  width: 1600,
  height: 1000,
  src: `/photos/${id}/800.webp`,
  srcset: `/photos/${id}/320.webp 320w, /photos/${id}/800.webp 800w, /photos/${id}/1600.webp 1600w`,
});
const [A, B, NEW] = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)];

let api: FakeApi;
let listing: OwnerListing;
beforeEach(async () => {
  api = await startFakeApi();
  listing = {
    ...aListing({
      _id: 'p1',
      name: 'Model Y Performance',
      brand: 'Tesla',
      sale_price: 47.9,
      original_price: 66,
      desc: 'Pearl white.',
      sellerName: 'Sam Carter',
    }),
    image: `/photos/${A}/800.webp`,
    year: 2021,
    fuel: 'electric',
    phone: '512-555-0142',
    seller_email: 'demo.seller@carmarket.test',
    photos: [stored(A), stored(B)],
  } as OwnerListing;
  api.on('GET /my_products/Sam%20Carter', () => ok([listing]));
  api.on('GET /models', ok(['Model 3', 'Model Y']));
  signInAs('Seller', { displayName: 'Sam Carter', email: 'demo.seller@carmarket.test' });
});
afterEach(() => api.close());

const u = () => userEvent.setup({ delay: null });

async function openEdit(user: ReturnType<typeof u>, { rendered = false } = {}) {
  if (!rendered) renderScreen(<MyProductsPage />);
  const card = await screen.findByRole('article', { name: 'Model Y Performance' });
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  return screen.getByRole('dialog', { name: 'Edit Model Y Performance' });
}

it("arriving from the listing page's Edit (?edit=<id>) opens that car's editor", async () => {
  renderScreen(<MyProductsPage />, { path: '/dashboard/products?edit=p1' });
  const dialog = await screen.findByRole('dialog', { name: 'Edit Model Y Performance' });
  expect(within(dialog).getByLabelText('Sale price (k$)')).toHaveValue(47.9);
});

it('opens with the listing as stored: prices, description, facts and its photos from the API', async () => {
  const dialog = await openEdit(u());
  expect(within(dialog).getByLabelText('Sale price (k$)')).toHaveValue(47.9);
  expect(within(dialog).getByLabelText('Description')).toHaveValue('Pearl white.');
  expect(within(dialog).getByLabelText('Year')).toHaveValue(2021);
  expect(within(dialog).getByLabelText('Fuel')).toHaveValue('electric');
  const photos = within(within(dialog).getByRole('list', { name: 'Chosen photos' })).getAllByRole('img');
  expect(photos.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
    ['Photo 1 of 2 (cover)', `${api.url}/photos/${A}/800.webp`],
    ['Photo 2 of 2', `${api.url}/photos/${B}/800.webp`],
  ]);
});

it('saves what changed: the price and a fact, a removed photo, a new photo made the cover', async () => {
  const user = u();
  api.on('PUT /listings/p1', (call) => ok((listing = { ...listing, ...(call.body as object) })));
  api.on(`DELETE /listings/p1/photos/${A}`, () => ok((listing = { ...listing, photos: [stored(B)] })));
  api.on('POST /listings/p1/photos', () => ok((listing = { ...listing, photos: [stored(B), stored(NEW)] })));
  api.on('PUT /listings/p1/photos/order', (call) =>
    ok((listing = { ...listing, photos: (call.body as { order: string[] }).order.map(stored) })),
  );
  const dialog = await openEdit(user);

  await user.clear(within(dialog).getByLabelText('Sale price (k$)'));
  await user.type(within(dialog).getByLabelText('Sale price (k$)'), '45');
  await user.type(within(dialog).getByLabelText('Mileage (mi)'), '30000');
  await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
  await user.upload(
    within(dialog).getByLabelText('Add more photos'),
    new File([new Uint8Array(4096)], 'interior.jpg', { type: 'image/jpeg' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Move photo 2 earlier' }));
  // The success toast shows for 2 s only: watched for from the click, not looked for after the
  // checks below (on a loaded machine they took longer than its 2 s, and it was gone).
  const savedToast = screen.findByText('Model Y Performance saved');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('PUT /listings/p1').map((c) => c.body)).toEqual([{ sale_price: 45, mileage: 30000 }]);
  expect(api.callsTo(`DELETE /listings/p1/photos/${A}`)).toHaveLength(1);
  const upload = api.callsTo('POST /listings/p1/photos')[0].body as MultipartBody;
  expect(upload.files.map((f) => [f.field, f.name])).toEqual([['photos', 'interior.jpg']]);
  expect(api.callsTo('PUT /listings/p1/photos/order').map((c) => c.body)).toEqual([{ order: [NEW, B] }]);
  expect(await savedToast).toHaveTextContent('Model Y Performance saved');
  // The list is fetched again and shows the new price.
  expect(
    await within(await screen.findByRole('article', { name: 'Model Y Performance' })).findByText('45 k$'),
  ).toBeInTheDocument();
});

it('removes a fact the seller clears: sent as null, and the form shows it gone', async () => {
  const user = u();
  api.on('PUT /listings/p1', (call) => {
    const { year: _removed, ...rest } = listing;
    return ok((listing = { ...rest, ...(call.body as object), year: undefined } as OwnerListing));
  });
  const dialog = await openEdit(user);
  await user.clear(within(dialog).getByLabelText('Year'));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('PUT /listings/p1').map((c) => c.body)).toEqual([{ year: null }]);
  const again = await openEdit(user, { rendered: true });
  expect(within(again).getByLabelText('Year')).toHaveValue(null);
  expect(within(again).getByLabelText('Fuel')).toHaveValue('electric');
});

it("sets the car's ZIP code, and removes it (null) when the seller empties the box", async () => {
  const user = u();
  api.on('PUT /listings/p1', (call) => ok((listing = { ...listing, ...(call.body as object) } as OwnerListing)));
  const dialog = await openEdit(user);
  expect(within(dialog).getByLabelText('ZIP code (optional)')).toHaveValue('');
  await user.type(within(dialog).getByLabelText('ZIP code (optional)'), '787');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText('A ZIP code is 5 digits, e.g. 78701')).toBeInTheDocument();
  expect(api.callsTo('PUT /listings/p1')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('ZIP code (optional)'), '01');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  const again = await openEdit(user, { rendered: true });
  expect(within(again).getByLabelText('ZIP code (optional)')).toHaveValue('78701');
  await user.clear(within(again).getByLabelText('ZIP code (optional)'));
  await user.click(within(again).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('PUT /listings/p1').map((c) => c.body)).toEqual([{ zip: '78701' }, { zip: null }]);
});

it('Edit opened again right after saving shows what was saved, even while the list is slow to answer', async () => {
  const user = u();
  api.on('PUT /listings/p1', (call) => {
    const { year: _removed, ...rest } = listing;
    return ok((listing = { ...rest, ...(call.body as object), year: undefined } as OwnerListing));
  });
  const dialog = await openEdit(user);
  // From now on the list answers 2 s late (a slow network): the server waits, the test does not.
  api.on(
    'GET /my_products/Sam%20Carter',
    () => new Promise((resolve) => setTimeout(() => resolve(ok([listing])), 2000)),
  );
  await user.clear(within(dialog).getByLabelText('Year'));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const again = await openEdit(user, { rendered: true });
  expect(within(again).getByLabelText('Year')).toHaveValue(null);
});

it('sends nothing when nothing changed, and keeps the dialog open with the message when the API refuses', async () => {
  const user = u();
  api.on('PUT /listings/p1', fail(400, ['sale_price must be a positive number']));
  const dialog = await openEdit(user);
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

  const again = await openEdit(user, { rendered: true });
  await user.clear(within(again).getByLabelText('Sale price (k$)'));
  await user.type(within(again).getByLabelText('Sale price (k$)'), '0.5');
  await user.click(within(again).getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(within(again).getByLabelText('Sale price (k$)')).toHaveAccessibleDescription(
      /sale_price must be a positive number/,
    ),
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('sets the private minimum offer', async () => {
  const user = u();
  api.on('PUT /listings/p1', (call) => ok((listing = { ...listing, ...(call.body as object) } as OwnerListing)));
  const dialog = await openEdit(user);
  const floor = within(dialog).getByLabelText('Lowest offer you consider (k$, optional)');
  expect(floor).toHaveValue(null);
  await user.type(floor, '42.5');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.callsTo('PUT /listings/p1').map((c) => c.body)).toEqual([{ minOffer: 42.5 }]));
  // Saved, the dialog closes once the list holds it.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('removes the minimum offer (null) when the seller empties the box', async () => {
  const user = u();
  listing = { ...listing, minOffer: 40 };
  api.on('PUT /listings/p1', (call) => ok((listing = { ...listing, ...(call.body as object) } as OwnerListing)));
  const dialog = await openEdit(user);
  const floor = within(dialog).getByLabelText('Lowest offer you consider (k$, optional)');
  expect(floor).toHaveValue(40);
  await user.clear(floor);
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.callsTo('PUT /listings/p1').map((c) => c.body)).toEqual([{ minOffer: null }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

// Add A Product's photo field and vehicle facts, against a server that answers like the API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, gate, ok, startFakeApi, type FakeApi, type MultipartBody } from '@carmarket/shared-ui/test/fake-api';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import AddProductPage from '../../pages/AddProductPage';

const CATEGORIES = [{ _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' }];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /categories', ok(CATEGORIES));
  api.on('GET /models', (call) => ok(call.url.endsWith('brand=Tesla') ? ['Model 3', 'Model S', 'Model Y'] : []));
  signInAs('Seller', { displayName: 'Sam Seller', email: 'demo.seller@carmarket.test' });
});
afterEach(() => api.close());

const user = () => userEvent.setup({ delay: null });
const field = (label: string) => screen.getByLabelText(label);
const photo = (name: string, type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });
const chosen = () =>
  within(screen.getByRole('list', { name: 'Chosen photos' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const chosenNames = () => within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem');

async function open() {
  renderScreen(<AddProductPage />);
  await screen.findByRole('option', { name: '1 TESLA' });
}

/** Puts `text` into the field as a person pasting it would (one input event, quicker than typing). */
async function fillIn(u: ReturnType<typeof user>, label: string, text: string) {
  await u.click(field(label));
  await u.paste(text);
}

async function fillSpecFields(u: ReturnType<typeof user>) {
  const fill = (label: string, text: string) => fillIn(u, label, text);
  await fill('Car name', 'Model 3 Long Range');
  await fill('Brand', 'Tesla');
  await u.selectOptions(field('Category'), '1 TESLA');
  await u.selectOptions(field('Condition'), 'good');
  await fill('Years used', '3');
  await fill('Location', 'Austin, TX');
  await fill('Description', 'One owner.');
  await fill('Original price (K$)', '52');
  await fill('Sale price (k$)', '34.5');
  await fill('Phone', '512-555-0134');
}

it('previews chosen photos, reorders them (the first is the cover) and removes one', async () => {
  const u = user();
  await open();
  await u.upload(screen.getByLabelText('Choose photos'), [
    photo('front.jpg'),
    photo('side.png', 'image/png'),
    photo('back.webp', 'image/webp'),
  ]);

  expect(chosen()).toEqual(['Photo 1 of 3 (cover)', 'Photo 2 of 3', 'Photo 3 of 3']);
  for (const img of within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('img')) {
    expect(img.getAttribute('src')).toMatch(/^blob:/);
  }
  const srcOf = (i: number) => within(chosenNames()[i]).getByRole('img').getAttribute('src');
  const [front, side, back] = [srcOf(0), srcOf(1), srcOf(2)];

  await u.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
  await u.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
  expect([srcOf(0), srcOf(1), srcOf(2)]).toEqual([back, front, side]);
  expect(within(chosenNames()[0]).getByText('Cover')).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Remove photo 2' }));
  expect([srcOf(0), srcOf(1)]).toEqual([back, side]);
  expect(screen.getByText(/\(2 of 10\)/)).toBeInTheDocument();
});

it('refuses, before uploading and with a clear message, files that are not photos, over 10 MB, or past the tenth', async () => {
  await open();
  const drop = screen.getByTestId('photo-drop');
  fireEvent.drop(drop, {
    dataTransfer: {
      files: [
        photo('brochure.pdf', 'application/pdf'),
        photo('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
        photo('ok.avif', 'image/avif'),
      ],
    },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('brochure.pdf is not a JPEG, PNG, WebP or AVIF image');
  expect(alert).toHaveTextContent('huge.jpg is larger than 10 MB');
  expect(chosen()).toEqual(['Photo 1 of 1 (cover)']);

  fireEvent.drop(drop, { dataTransfer: { files: Array.from({ length: 10 }, (_, i) => photo(`p${i + 2}.jpg`)) } });
  expect(chosen()).toHaveLength(10);
  expect(screen.getByRole('alert')).toHaveTextContent('At most 10 photos: p11.jpg was not added');
  expect(screen.getByLabelText('Add more photos')).toBeDisabled();
  expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

it('creates the listing with its photos in order and its facts through POST /listings, without an image URL', async () => {
  const u = user();
  const answer = gate();
  api.on('POST /listings', answer.reply);
  await open();
  await fillSpecFields(u);
  await u.selectOptions(await screen.findByRole('combobox', { name: 'Model' }), 'Model 3');
  await fillIn(u, 'Year', '2021');
  await fillIn(u, 'Mileage (mi)', '24000');
  await u.selectOptions(field('Fuel'), 'electric');
  await u.selectOptions(field('Transmission'), 'automatic');
  await u.selectOptions(field('Body'), 'SUV');
  await fillIn(u, 'VIN', '5yj3e1ea7mf000001');
  await u.upload(screen.getByLabelText('Choose photos'), [photo('front.jpg'), photo('side.png', 'image/png')]);
  await u.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
  await u.click(screen.getByRole('button', { name: 'Add product' }));

  await waitFor(() => expect(api.callsTo('POST /listings')).toHaveLength(1));
  const body = api.callsTo('POST /listings')[0].body as MultipartBody;
  expect(body.fields).toEqual({
    name: 'Model 3 Long Range',
    brand: 'Tesla',
    category_id: '1',
    condition: 'good',
    used: '3',
    location: 'Austin, TX',
    desc: 'One owner.',
    original_price: '52',
    sale_price: '34.5',
    phone: '512-555-0134',
    model: 'Model 3',
    year: '2021',
    mileage: '24000',
    fuel: 'electric',
    transmission: 'automatic',
    body: 'suv',
    vin: '5YJ3E1EA7MF000001',
  });
  expect(body.files.map((f) => [f.field, f.name, f.type])).toEqual([
    ['photos', 'side.png', 'image/png'],
    ['photos', 'front.jpg', 'image/jpeg'],
  ]);
  expect(api.callsTo('POST /add_product')).toHaveLength(0);

  answer.open({ status: 201, body: { _id: 'new-1' } });
  expect(await screen.findByText('Thank You!')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
  expect(field('Year')).toHaveValue(null);
});

it("shows the API's objection to a photo in the photo field and keeps the form", async () => {
  const u = user();
  api.on('POST /listings', fail(415, '"side.png" is not a JPEG, PNG, WebP or AVIF image'));
  await open();
  await fillSpecFields(u);
  await u.upload(screen.getByLabelText('Choose photos'), [photo('side.png', 'image/png')]);
  await u.click(screen.getByRole('button', { name: 'Add product' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('"side.png" is not a JPEG, PNG, WebP or AVIF image');
  expect(chosen()).toEqual(['Photo 1 of 1 (cover)']);
  expect(field('Car name')).toHaveValue('Model 3 Long Range');
  expect(screen.queryByText('Thank You!')).toBeNull();
});

it('checks the facts before sending, and shows the API objection to the VIN next to it', async () => {
  const u = user();
  api.on('POST /listings', fail(400, ['vin has an invalid check digit (position 9)']));
  await open();
  await fillSpecFields(u);
  await fillIn(u, 'Image URL', '/static/cars/sedan-red.svg');
  await fillIn(u, 'Year', '1890');
  await u.click(screen.getByRole('button', { name: 'Add product' }));
  expect(field('Year')).toHaveAccessibleDescription(/Year must be between 1950 and/);
  expect(field('Year')).toHaveFocus();
  expect(api.callsTo('POST /listings')).toHaveLength(0);

  await u.clear(field('Year'));
  await fillIn(u, 'VIN', '5YJ3E1EA0MF000001');
  await u.click(screen.getByRole('button', { name: 'Add product' }));
  await waitFor(() => expect(field('VIN')).toHaveAccessibleDescription(/vin has an invalid check digit/));
  expect((api.callsTo('POST /listings')[0].body as MultipartBody).fields.image).toBe('/static/cars/sedan-red.svg');
});

it('offers the models of the brand typed', async () => {
  const u = user();
  await open();
  expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
  await fillIn(u, 'Brand', 'Tesla');
  const model = screen.getByRole('combobox', { name: 'Model' });
  await waitFor(() =>
    expect(
      within(model)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not given', 'Model 3', 'Model S', 'Model Y']),
  );
});

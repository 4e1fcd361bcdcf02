// The Add A Product screen against a server that answers like the API (real HTTP, real client).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import AddProductPage from '../../pages/AddProductPage';

const CATEGORIES = [
  { _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' },
  { _id: 'c2', category_id: 2, name: 'KIA', image: '/static/categories/kia.svg' },
  { _id: 'c3', category_id: 3, name: 'TOYOTA', image: '/static/categories/toyota.svg' },
];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /categories', ok(CATEGORIES));
  signInAs('Seller', { displayName: 'Sam Seller', email: 'demo.seller@carmarket.test' });
});
afterEach(() => api.close());

const user = () => userEvent.setup({ delay: null });
const field = (label: string) => screen.getByLabelText(label);

async function open() {
  renderScreen(<AddProductPage />);
  // the category select is fed by GET /categories
  await screen.findByRole('option', { name: '3 TOYOTA' });
}

/** Puts `text` into the field as a person pasting it would (one input event, quicker than typing). */
async function fill(u: ReturnType<typeof user>, label: string, text: string) {
  await u.click(field(label));
  await u.paste(text);
}

async function fillValid(u: ReturnType<typeof user>) {
  await fill(u, 'Car name', 'Model 3 Long Range');
  await fill(u, 'Brand', 'Tesla');
  await u.selectOptions(field('Category'), '2 KIA');
  await u.selectOptions(field('Condition'), 'good');
  await fill(u, 'Years used', '3');
  await fill(u, 'Location', 'Austin, TX');
  await fill(u, 'Description', 'One owner, full service history.');
  await fill(u, 'Original price (K$)', '52');
  await fill(u, 'Sale price (k$)', '34.5');
  await fill(u, 'Phone', '512-555-0134');
  await fill(u, 'Image URL', '/static/cars/sedan-red.svg');
}

it("shows the seller's name and e-mail read-only, and the form's hints and choices", async () => {
  await open();
  expect(field('Seller name')).toHaveValue('Sam Seller');
  expect(field('Seller name')).toHaveAttribute('readonly');
  expect(field('Seller e-mail')).toHaveValue('demo.seller@carmarket.test');
  expect(field('Seller e-mail')).toHaveAttribute('readonly');
  expect(
    within(field('Category') as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a category', '1 TESLA', '2 KIA', '3 TOYOTA']);
  expect(
    within(field('Condition') as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a condition', 'excellent', 'good', 'fair']);
  expect(field('Condition')).toHaveAccessibleDescription('excellent, good or fair');
  expect(field('Phone')).toHaveAccessibleDescription('Like 123-456-7890');
  expect(field('Category')).toHaveAccessibleDescription('1 is TESLA, 2 is KIA, 3 is TOYOTA');
});

it('does not send a form with missing fields and says next to each which one is required', async () => {
  const u = user();
  await open();
  await fill(u, 'Car name', 'Model 3');
  await fill(u, 'Sale price (k$)', '34.5');
  await u.click(screen.getByRole('button', { name: 'Add product' }));

  expect(field('Brand')).toHaveAccessibleDescription('Brand is required');
  expect(field('Brand')).toHaveFocus(); // the first field to fix
  expect(field('Category')).toHaveAccessibleDescription(/Category is required/);
  expect(field('Condition')).toHaveAccessibleDescription(/Condition is required/);
  expect(field('Original price (K$)')).toHaveAccessibleDescription(/Original price is required/);
  expect(field('Image URL')).toHaveAccessibleDescription(/Image URL is required/);
  expect(field('Description')).toHaveAccessibleDescription('Description is required');
  expect(field('Car name')).not.toHaveAccessibleDescription(/required/);
  expect(field('Sale price (k$)')).not.toHaveAccessibleDescription(/required/);
  expect(api.callsTo('POST /add_product')).toHaveLength(0);

  // fixing a field clears its message
  await u.type(field('Brand'), 'Tesla');
  expect(field('Brand')).not.toHaveAccessibleDescription(/required/);
});

it("shows the API's objections next to their fields and keeps what was typed", async () => {
  const u = user();
  api.on(
    'POST /add_product',
    fail(400, [
      'sale_price must be a positive number',
      'image must be an http(s) URL or a /static/... image served by this API',
    ]),
  );
  await open();
  await fillValid(u);
  await u.clear(field('Sale price (k$)'));
  await fill(u, 'Sale price (k$)', '-1');
  await u.click(screen.getByRole('button', { name: 'Add product' }));

  await waitFor(() =>
    expect(field('Sale price (k$)')).toHaveAccessibleDescription(/Sale price must be a positive number/),
  );
  expect(field('Image URL')).toHaveAccessibleDescription(/Image URL must be an http\(s\) URL/);
  expect(field('Sale price (k$)')).toHaveFocus();
  expect(field('Car name')).toHaveValue('Model 3 Long Range');
  expect(screen.queryByText('Thank You!')).toBeNull();
});

it('sends numbers as numbers and the category as an integer, then thanks the seller and clears the form', async () => {
  const u = user();
  const answer = gate();
  api.on('POST /add_product', answer.reply);
  await open();
  await fillValid(u);
  await u.click(screen.getByRole('button', { name: 'Add product' }));

  // in flight: the button is busy, a second click sends nothing more
  const button = screen.getByRole('button', { name: 'Add product' });
  await waitFor(() => expect(button).toBeDisabled());
  await u.click(button);
  await waitFor(() => expect(api.callsTo('POST /add_product')).toHaveLength(1));
  expect(api.callsTo('POST /add_product')[0].body).toEqual({
    name: 'Model 3 Long Range',
    brand: 'Tesla',
    category_id: 2,
    condition: 'good',
    used: 3,
    location: 'Austin, TX',
    desc: 'One owner, full service history.',
    original_price: 52,
    sale_price: 34.5,
    phone: '512-555-0134',
    image: '/static/cars/sedan-red.svg',
  });

  answer.open({ status: 201, body: { _id: 'new-1' } });
  expect(await screen.findByText('Thank You!')).toBeInTheDocument();
  expect(screen.getByText('Product added successfully!')).toBeInTheDocument();
  for (const label of [
    'Car name',
    'Brand',
    'Category',
    'Condition',
    'Years used',
    'Sale price (k$)',
    'Image URL',
    'Description',
  ]) {
    expect(field(label)).toHaveValue(label === 'Years used' || label === 'Sale price (k$)' ? null : '');
  }
  expect(field('Seller name')).toHaveValue('Sam Seller');
});

it('previews the image URL, resolving images the API serves against its host', async () => {
  const u = user();
  await open();
  expect(screen.getByText(/The photo appears here/)).toBeInTheDocument();
  await fill(u, 'Image URL', '/static/cars/suv-green.svg');
  expect(screen.getByRole('img', { name: "Preview of the car's photo" })).toHaveAttribute(
    'src',
    `${api.url}/static/cars/suv-green.svg`,
  );
});

it("sends the car's ZIP code when given, and refuses one that is not 5 digits before sending", async () => {
  const u = user();
  api.on('POST /add_product', ok({ _id: 'new-2' }));
  await open();
  await fillValid(u);
  await fill(u, 'ZIP code (optional)', '7870');
  await u.click(screen.getByRole('button', { name: 'Add product' }));
  expect(await screen.findByText('A ZIP code is 5 digits, e.g. 78701')).toBeInTheDocument();
  expect(api.callsTo('POST /add_product')).toHaveLength(0);

  await fill(u, 'ZIP code (optional)', '1');
  await u.click(screen.getByRole('button', { name: 'Add product' }));
  await waitFor(() => expect(api.callsTo('POST /add_product')).toHaveLength(1));
  expect(api.callsTo('POST /add_product')[0].body).toMatchObject({ location: 'Austin, TX', zip: '78701' });
});

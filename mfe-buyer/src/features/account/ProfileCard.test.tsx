// Settings → Profile: the phone that fills booking forms and the home ZIP code that fills the car lists' ZIP box, saved with PUT /me/profile.
import type { OwnAccountView } from '@carmarket/shared-ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import { ProfileCard } from './ProfileCard';

const ME: OwnAccountView = {
  _id: 'u1',
  name: 'Bea Buyer',
  email: 'buyer@carmarket.test',
  role: 'Buyer',
  isVerified: false,
};

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs('Buyer');
});
afterEach(() => api.close());

const zipBox = () => screen.getByLabelText('Home ZIP code');
const save = (u: ReturnType<typeof userEvent.setup>) => u.click(screen.getByRole('button', { name: 'Save profile' }));

it('saves a home ZIP code, and sends none when it did not change', async () => {
  const u = userEvent.setup();
  api.on('PUT /me/profile', (call) => ok({ ...ME, ...(call.body as object) }));
  renderScreen(<ProfileCard me={ME} />);
  await save(u);
  await u.type(zipBox(), '78701');
  await save(u);
  await waitFor(() => expect(api.callsTo('PUT /me/profile')).toHaveLength(2));
  expect(api.callsTo('PUT /me/profile').map((c) => c.body)).toEqual([
    { name: 'Bea Buyer', phone: '' },
    { name: 'Bea Buyer', phone: '', homeZip: '78701' },
  ]);
});

it('an emptied box removes the saved ZIP ("")', async () => {
  const u = userEvent.setup();
  api.on('PUT /me/profile', (call) => ok({ ...ME, ...(call.body as object) }));
  renderScreen(<ProfileCard me={{ ...ME, homeZip: '98101' }} />);
  expect(zipBox()).toHaveValue('98101');
  await u.clear(zipBox());
  await save(u);
  await waitFor(() =>
    expect(api.callsTo('PUT /me/profile').map((c) => c.body)).toEqual([{ name: 'Bea Buyer', phone: '', homeZip: '' }]),
  );
});

it("refuses a ZIP that is not 5 digits before sending, and shows the API's objection to an unknown one", async () => {
  const u = userEvent.setup();
  api.on('PUT /me/profile', fail(400, ['homeZip 00000 is not a known US ZIP code']));
  renderScreen(<ProfileCard me={ME} />);
  await u.type(zipBox(), '787');
  await save(u);
  expect(await screen.findByText('A ZIP code is 5 digits, e.g. 78701')).toBeInTheDocument();
  expect(api.callsTo('PUT /me/profile')).toHaveLength(0);
  await u.clear(zipBox());
  await u.type(zipBox(), '00000');
  await save(u);
  expect(await screen.findByText('homeZip 00000 is not a known US ZIP code')).toBeInTheDocument();
});

it('keeps the phone to the rules of the booking form (at most 30 characters) and may leave it empty', async () => {
  const u = userEvent.setup();
  api.on('PUT /me/profile', (call) => ok({ ...ME, ...(call.body as object) }));
  renderScreen(<ProfileCard me={{ ...ME, phone: '512-555-0142' }} />);
  const phone = screen.getByLabelText('Phone');
  expect(phone).toHaveAttribute('maxlength', '30');
  expect(phone).toHaveAttribute('autocomplete', 'tel');
  expect(phone).not.toBeRequired();
  await u.clear(phone);
  await save(u);
  await waitFor(() => expect(api.callsTo('PUT /me/profile')).toHaveLength(1));
  expect(api.callsTo('PUT /me/profile')[0].body).toEqual({ name: 'Bea Buyer', phone: '' });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderAt, signInAs } from '../../test/render';

let api: FakeApi;
let email: Record<string, boolean>;
// As the API answers: every switch, and the caller's kinds with the labels it names them by.
const LABELS: Record<string, string> = {
  'car-booked': 'A car of yours was booked',
  'new-message': 'New messages',
  'price-drop': 'Price drops on your wish list',
};
const settings = () =>
  ok({ email, kinds: Object.keys(LABELS).map((kind) => ({ kind, label: LABELS[kind], email: email[kind] })) });
beforeEach(async () => {
  api = await startFakeApi();
  email = { 'car-booked': true, 'new-message': true, 'price-drop': false, 'listing-reported': true };
  api.on('GET /me/settings', settings);
  api.on('PUT /me/settings', (call) => {
    email = { ...email, ...(call.body as { email: Record<string, boolean> }).email };
    return settings();
  });
  signInAs();
});
afterEach(() => api.close());

it('shows one e-mail switch per kind the role receives, named as the API names it, as stored', async () => {
  renderAt('/dashboard/settings');
  expect(await screen.findByRole('checkbox', { name: 'A car of yours was booked' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Price drops on your wish list' })).not.toBeChecked();
  expect(screen.getAllByRole('checkbox')).toHaveLength(3);
});

it('turns one kind off and on, sending only that kind', async () => {
  const u = userEvent.setup();
  renderAt('/dashboard/settings');
  await u.click(await screen.findByRole('checkbox', { name: 'New messages' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'New messages' })).not.toBeChecked());
  await u.click(screen.getByRole('checkbox', { name: 'Price drops on your wish list' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Price drops on your wish list' })).toBeChecked());

  // A switch flips as soon as it is pressed; its save may reach the API a moment later.
  await waitFor(() =>
    expect(api.callsTo('PUT /me/settings').map((c) => c.body)).toEqual([
      { email: { 'new-message': false } },
      { email: { 'price-drop': true } },
    ]),
  );
  expect(email).toEqual({ 'car-booked': true, 'new-message': false, 'price-drop': true, 'listing-reported': true });
});

it('puts the switch back when saving fails', async () => {
  api.on('PUT /me/settings', fail(500, 'Database unavailable'));
  const u = userEvent.setup();
  renderAt('/dashboard/settings');
  await u.click(await screen.findByRole('checkbox', { name: 'New messages' }));
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'New messages' })).toBeChecked());
});

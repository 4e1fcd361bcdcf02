import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmAction, showSuccess } from '@carmarket/shared-ui/widgets';

it('shows a success modal with the given title and message', async () => {
  const closed = showSuccess('Thank You!', 'Car booked successfully!');
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  expect(screen.getByText('Car booked successfully!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await closed;
});

it('confirmAction resolves true only for the confirm button', async () => {
  const cancelled = confirmAction({
    title: 'Are you sure?',
    text: "You won't be able to retrieve this buyer!",
    confirmText: 'Yes, delete it!',
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await expect(cancelled).resolves.toBe(false);
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Are you sure?' })).toBeNull());

  const confirmed = confirmAction({ title: 'Are you sure?', confirmText: 'Yes, delete it!' });
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
  await expect(confirmed).resolves.toBe(true);
});

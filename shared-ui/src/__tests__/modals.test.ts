import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmAction, promptText, showSuccess } from '@carmarket/shared-ui/widgets';

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

it("every confirmation is drawn like the app's dialogs: no alert icon, the app's own buttons", async () => {
  const asked = confirmAction({
    title: 'Delete Model Y?',
    text: 'It leaves the marketplace.',
    confirmText: 'Yes, delete it',
  });
  const title = await screen.findByRole('heading', { name: 'Delete Model Y?' });
  const popup = title.closest('.swal2-popup') as HTMLElement;
  expect(popup).toHaveClass('carmarket-dialog');
  expect(popup.querySelector('.swal2-icon:not([style*="display: none"])')).toBeNull();
  expect(screen.getByRole('button', { name: 'Yes, delete it' })).toHaveClass(
    'carmarket-button',
    'carmarket-button-danger',
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('carmarket-button', 'carmarket-button-secondary');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await asked;
});

it('a question for a reason is drawn the same way', async () => {
  const asked = promptText({
    title: 'Decline the booking?',
    label: 'Reason for the buyer',
    maxLength: 500,
    requiredMessage: 'Say why',
    confirmText: 'Decline booking',
  });
  const title = await screen.findByRole('heading', { name: 'Decline the booking?' });
  expect(title.closest('.swal2-popup')).toHaveClass('carmarket-dialog');
  expect(screen.getByRole('button', { name: 'Decline booking' })).toHaveClass('carmarket-button-danger');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await asked;
});

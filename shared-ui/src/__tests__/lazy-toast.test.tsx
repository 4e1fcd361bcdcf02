// The toaster every app gets from the core loads with the first toast (not on '/').
import { act, render, screen } from '@testing-library/react';
import { AppToaster, toast } from '../feedback/lazy-toast';

afterEach(() => act(() => toast.remove()));

it('draws nothing until a toast is raised, then shows the toasts raised before it arrived, in order', async () => {
  render(<AppToaster />);
  expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

  act(() => {
    toast.success('Car booked successfully!');
    const dropped = toast('never shown');
    toast.error('Something went wrong');
    toast.remove(dropped);
  });

  expect(await screen.findByText('Car booked successfully!')).toBeInTheDocument();
  // newest on top, as the toaster stacks them
  expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
    '✕Something went wrong',
    '✓Car booked successfully!',
  ]);
  expect(screen.queryByText('never shown')).toBeNull();
});

it('once loaded, shows a toast at once', () => {
  render(<AppToaster />);
  act(() => void toast('Saved'));
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppToaster, toast } from '../feedback/toast';

afterEach(() => act(() => toast.remove()));

it('shows at most 20 toasts, dropping the oldest', () => {
  render(<AppToaster />);
  act(() => {
    for (let i = 1; i <= 25; i++) toast(`message ${i}`);
  });
  expect(screen.getAllByRole('status')).toHaveLength(20);
  expect(screen.queryByText('message 5')).toBeNull();
  expect(screen.getByText('message 25')).toBeInTheDocument();
});

it('success lasts 2 s, errors 4 s, loading until dismissed', () => {
  jest.useFakeTimers();
  try {
    render(<AppToaster />);
    act(() => {
      toast.success('SIGN IN SUCCESSFULLY');
      toast.error('Something went wrong');
      toast.loading('Saving');
    });
    // each step lets React re-render; a dismissed toast leaves the DOM after a 1 s exit animation
    const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    advance(2100);
    advance(1100);
    expect(screen.queryByText('SIGN IN SUCCESSFULLY')).toBeNull();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    advance(1000);
    advance(1100);
    expect(screen.queryByText('Something went wrong')).toBeNull();
    advance(60_000);
    expect(screen.getByText('Saving')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('keeps toasts while the pointer is over them, then lets them go', () => {
  jest.useFakeTimers();
  try {
    render(<AppToaster />);
    act(() => void toast.success('Car booked successfully!'));
    const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    advance(1000);
    fireEvent.mouseOver(screen.getByText('Car booked successfully!'));
    advance(10_000);
    advance(1100); // a dismissed toast would leave the DOM in this second
    expect(screen.getByRole('status')).toHaveTextContent('Car booked successfully!');
    fireEvent.mouseOut(screen.getByText('Car booked successfully!'));
    advance(1100);
    advance(1100);
    expect(screen.queryByText('Car booked successfully!')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

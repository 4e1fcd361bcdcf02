import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster, toast } from '../feedback/toast';
import { useAction } from '@carmarket/shared-ui/widgets';

afterEach(() => act(() => toast.remove()));

/** A button whose flow waits until the test releases it. */
function setup(flow: () => Promise<unknown>) {
  function Delete() {
    const action = useAction(flow);
    return (
      <button type="button" disabled={action.busy} onClick={() => action.start()}>
        Delete
      </button>
    );
  }
  render(
    <>
      <Delete />
      <AppToaster />
    </>,
  );
  return screen.getByRole('button', { name: 'Delete' });
}

function gate() {
  let release!: () => void;
  let fail!: (err: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

it('runs once for a double click and keeps the button disabled until the flow ends', async () => {
  const step = gate();
  const flow = jest.fn(() => step.promise);
  const button = setup(flow);
  await userEvent.dblClick(button);
  expect(flow).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
  await act(async () => step.release());
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(flow).toHaveBeenCalledTimes(2);
});

it('ignores a second start made before React re-renders', () => {
  const flow = jest.fn(() => gate().promise);
  const button = setup(flow);
  act(() => {
    button.click();
    button.click();
  });
  expect(flow).toHaveBeenCalledTimes(1);
});

it('shows an unexpected failure as a toast and frees the button', async () => {
  const step = gate();
  const button = setup(() => step.promise);
  await userEvent.click(button);
  await act(async () => step.fail(new Error('Modal library failed to load')));
  expect(await screen.findByText('Modal library failed to load')).toBeInTheDocument();
  expect(button).toBeEnabled();
});

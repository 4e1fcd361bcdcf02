import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '@carmarket/shared-ui/widgets';
import { renderThemed } from './render';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book Now
      </button>
      {open && (
        <Dialog title="Book Model 3 of Tesla Brand" onClose={() => setOpen(false)}>
          <label>
            Phone <input name="phone" />
          </label>
          <button type="submit">Submit booking</button>
        </Dialog>
      )}
    </>
  );
}

async function openDialog() {
  renderThemed(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
  return screen.getByRole('dialog', { name: 'Book Model 3 of Tesla Brand' });
}

it('is a modal dialog named by its title, with focus inside when it opens', async () => {
  const dialog = await openDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const dialog = await openDialog();
  const close = screen.getByRole('button', { name: 'Close' });
  const submit = screen.getByRole('button', { name: 'Submit booking' });
  submit.focus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(submit).toHaveFocus();
  for (let i = 0; i < 5; i++) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

it('closes on Esc and gives the focus back to the button that opened it', async () => {
  await openDialog();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
});

it('closes with its Close button and with a click on the backdrop, not with a click inside', async () => {
  await openDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(screen.getByLabelText('Phone'));
  expect(dialog).toBeInTheDocument();
  await userEvent.click(dialog.parentElement!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('stops the page behind from scrolling while open', async () => {
  await openDialog();
  expect(document.body.style.overflow).toBe('hidden');
  await userEvent.keyboard('{Escape}');
  expect(document.body.style.overflow).toBe('');
});

it("stays inside the element it is rendered in, where the shell's per-remote style scope applies", async () => {
  renderThemed(
    <div data-remote="storefront">
      <Dialog title="Book Model 3 of Tesla Brand" onClose={() => undefined}>
        <input aria-label="Phone" />
      </Dialog>
    </div>,
  );
  expect(screen.getByRole('dialog').closest('[data-remote="storefront"]')).not.toBeNull();
});

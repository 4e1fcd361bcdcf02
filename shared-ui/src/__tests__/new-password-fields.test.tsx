import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, newPasswordProblem } from '@carmarket/shared-ui/widgets';
import { renderThemed } from './render';

/** A form like the Settings password card and the reset page: it submits only a repeated password. */
function PasswordForm({ onSave }: { onSave(password: string): void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordProblem(password, repeat);
    setProblem(found);
    if (!found) onSave(password);
  }
  return (
    <form onSubmit={submit} aria-label="Set a password">
      <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
      {problem && <p role="alert">{problem}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

test('a new password is saved only when typed twice the same, and the browser is told its minimum length', async () => {
  const saved: string[] = [];
  renderThemed(<PasswordForm onSave={(p) => saved.push(p)} />);
  const password = screen.getByLabelText('New password');
  const repeat = screen.getByLabelText('Repeat the new password');
  expect(password).toHaveAttribute('minlength', '6');
  expect(password).toHaveAttribute('autocomplete', 'new-password');
  expect(repeat).toHaveAttribute('minlength', '6');

  await userEvent.type(password, 'drive-safe-1');
  await userEvent.type(repeat, 'drive-safe-2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The two new passwords differ.');
  expect(saved).toEqual([]);

  await userEvent.clear(repeat);
  await userEvent.type(repeat, 'drive-safe-1');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(saved).toEqual(['drive-safe-1']);
  expect(screen.queryByRole('alert')).toBeNull();
});

import { accountActions, Button, Card, Heading, Muted, Stack, toast, type SignInMethod } from '@carmarket/shared-ui';
import {
  Field,
  Input,
  NewPasswordFields,
  newPasswordProblem,
  WEAK_PASSWORD_MESSAGE,
} from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { FormGrid } from './ProfileCard';

/** What Firebase's errors mean to the person changing their password. */
function passwordErrorMessage(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials')
    return 'The current password is not right.';
  if (code === 'auth/weak-password') return WEAK_PASSWORD_MESSAGE;
  if (code === 'auth/too-many-requests') return 'Too many tries. Wait a few minutes and try again.';
  return 'Could not change the password. Try again.';
}

/** Change password, asking the current one; a Google account is told its password is Google's. */
export function PasswordCard({ methods }: { methods: SignInMethod[] | null }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(next, repeat);
    if (problem) return void toast.error(problem);
    setBusy(true);
    try {
      await (await accountActions()).changePassword(current, next);
      setCurrent('');
      setNext('');
      setRepeat('');
      toast.success('Password changed');
    } catch (err) {
      toast.error(passwordErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const google = methods !== null && !methods.includes('password');
  return (
    <Card>
      <Stack $gap="sm">
        <Heading as="h2">Password</Heading>
        {google ? (
          <Muted>
            You sign in with Google, so there is no CarMarket password to change: manage it in your Google account.
          </Muted>
        ) : (
          <FormGrid onSubmit={onSubmit} aria-label="Change password">
            <Field label="Current password">
              <Input
                type="password"
                name="current-password"
                autoComplete="current-password"
                required
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </Field>
            <NewPasswordFields password={next} repeat={repeat} onPassword={setNext} onRepeat={setRepeat} />
            <div>
              <Button type="submit" loading={busy} disabled={methods === null}>
                Change password
              </Button>
            </div>
          </FormGrid>
        )}
      </Stack>
    </Card>
  );
}

import { accountActions, Button, Card, Heading, Muted, Stack, toast, type SignInMethod } from '@carmarket/shared-ui';
import { Field, Input } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { FormGrid } from './ProfileCard';

/** What Firebase's errors mean to the person changing their password. */
function passwordErrorMessage(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials')
    return 'The current password is not right.';
  if (code === 'auth/weak-password') return 'Choose a longer new password: at least 6 characters.';
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
    if (next !== repeat) return void toast.error('The two new passwords differ.');
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
            <Field label="New password" hint="At least 6 characters.">
              <Input
                type="password"
                name="new-password"
                autoComplete="new-password"
                required
                minLength={6}
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            </Field>
            <Field label="Repeat the new password">
              <Input
                type="password"
                name="repeat-password"
                autoComplete="new-password"
                required
                minLength={6}
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
            </Field>
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

import { Button, Card, Heading, Muted, Stack, styled, toast, useAuth, type SignInMethod } from '@carmarket/shared-ui';
import { Dialog, Field, Input, useAction } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteMyAccount, downloadMyData } from '../../api/account';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: 20px;
  line-height: 1.5;
  li + li {
    margin-top: 4px;
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Why the closure failed, in the person's words. */
function deletionErrorMessage(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials')
    return 'The password is not right.';
  if (code === 'auth/popup-closed-by-user') return 'Sign-in was cancelled; your account is still open.';
  return err instanceof Error ? err.message : 'Could not delete the account. Try again.';
}

/** The dialog of "Delete my account": what happens, then the password (or Google) to confirm. */
function DeleteAccountDialog({ google, onClose }: { google: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const signOut = useAuth((s) => s.signOut);
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await deleteMyAccount(google ? undefined : password);
    } catch (err) {
      setBusy(false);
      return void toast.error(deletionErrorMessage(err));
    }
    await signOut();
    navigate('/', { replace: true });
    toast.success('Your account is closed. A confirmation is on its way to your e-mail.');
  }

  return (
    <Dialog title="Delete your account?" onClose={onClose} maxWidth={520}>
      <Consequences>
        <li>Your open bookings are cancelled, and the sellers are told.</li>
        <li>Your listings leave the market.</li>
        <li>Messages you wrote and your reviews stay, shown as “Deleted user”.</li>
        <li>Paid orders and payment records are kept for accounting, without your name, e-mail or phone.</li>
        <li>You can no longer sign in. This cannot be undone.</li>
      </Consequences>
      <Form onSubmit={onSubmit} aria-label="Confirm account deletion">
        {google ? (
          <Muted>To confirm it is you, sign in with Google once more.</Muted>
        ) : (
          <Field label="Your password" hint="To confirm it is you.">
            <Input
              type="password"
              name="confirm-password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
        )}
        <Row>
          <Button type="submit" variant="danger" loading={busy}>
            {google ? 'Confirm with Google and delete' : 'Delete my account'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep my account
          </Button>
        </Row>
      </Form>
    </Dialog>
  );
}

/** "Download my data" and "Delete my account" (admins' accounts are closed by another admin). */
export function YourDataCard({ methods }: { methods: SignInMethod[] | null }) {
  const role = useAuth((s) => s.role);
  const download = useAction(async () => {
    await downloadMyData();
    toast.success('Your data is downloaded', { id: 'data-downloaded' });
  });
  const [deleting, setDeleting] = useState(false);
  const google = methods !== null && !methods.includes('password');

  return (
    <Card>
      <Stack $gap="sm">
        <Heading as="h2">Your data</Heading>
        <Muted>
          Take a copy of everything CarMarket holds about you, or close your account. <Link to="/privacy">Privacy</Link>{' '}
          says what is kept and why.
        </Muted>
        <Row>
          <Button variant="secondary" loading={download.busy} onClick={() => download.start()}>
            Download my data
          </Button>
          {role !== 'Admin' && (
            <Button variant="danger" onClick={() => setDeleting(true)} disabled={methods === null}>
              Delete my account
            </Button>
          )}
        </Row>
        {role === 'Admin' && <Muted>An admin account is closed by another admin.</Muted>}
      </Stack>
      {deleting && <DeleteAccountDialog google={google} onClose={() => setDeleting(false)} />}
    </Card>
  );
}

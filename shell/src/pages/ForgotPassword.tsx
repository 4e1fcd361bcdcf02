import { apiClient, Button, styled, toast } from '@carmarket/shared-ui';
import { Field, Input } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { AuthForm } from './AuthCard';

const Sent = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * "Forgot password?" on the login page: asks the API to e-mail a reset link. The answer is the
 * same whether or not the address has an account, and so is what this says.
 */
export function ForgotPassword({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiClient.post('/password-reset', { body: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Could not ask for a reset link');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthForm onSubmit={onSubmit} aria-label="Reset your password">
      {sentTo ? (
        <Sent role="status">
          If {sentTo} belongs to a CarMarket account, a link to set a new password is on its way. It works for an hour;
          check your spam folder if it does not arrive.
        </Sent>
      ) : (
        <Field label="Email" hint="We e-mail you a link to set a new password.">
          <Input
            type="email"
            name="reset-email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
      )}
      {!sentTo && (
        <Button type="submit" size="lg" fullWidth loading={busy}>
          Send reset link
        </Button>
      )}
      <Button variant="ghost" onClick={onDone}>
        Back to login
      </Button>
    </AuthForm>
  );
}

import { accountActions, Button, styled, toast } from '@carmarket/shared-ui';
import { NewPasswordFields, newPasswordProblem, WEAK_PASSWORD_MESSAGE } from '@carmarket/shared-ui/widgets';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { AuthCard, AuthForm, SwitchLine } from './AuthCard';

const Problem = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

type CodeState = { kind: 'checking' } | { kind: 'valid'; email: string } | { kind: 'invalid' };

/** Firebase's own wording for a weak password is cryptic; the rest is said plainly. */
function resetErrorMessage(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'auth/weak-password') return WEAK_PASSWORD_MESSAGE;
  if (code === 'auth/expired-action-code' || code === 'auth/invalid-action-code')
    return 'This link has expired or was already used. Ask for a new one.';
  return 'Could not set the password. Try again, or ask for a new link.';
}

/**
 * `/reset-password?oobCode=…`: the page the reset e-mail links to. Firebase checks the one-time
 * code and sets the new password (the Auth emulator offline, the real project in production).
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('oobCode') ?? '';
  const [state, setState] = useState<CodeState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (!code) {
      setState({ kind: 'invalid' });
      return;
    }
    accountActions()
      .then((account) => account.checkResetCode(code))
      .then(
        (email) => live && setState({ kind: 'valid', email }),
        () => live && setState({ kind: 'invalid' }),
      );
    return () => {
      live = false;
    };
  }, [code]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeat);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      await (await accountActions()).confirmReset(code, password);
      toast.success('Your password is changed. Sign in with it.');
      navigate('/login', { replace: true });
    } catch (err) {
      toast.error(resetErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const askAgain = (
    <SwitchLine>
      <Link to="/login?forgot=1">Ask for a new link</Link> · <Link to="/login">Back to login</Link>
    </SwitchLine>
  );

  if (state.kind === 'invalid')
    return (
      <AuthCard title="Reset password" lead="Set a new password for your CarMarket account." footer={askAgain}>
        <Problem role="alert">This link has expired or was already used. Ask for a new one.</Problem>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Reset password"
      lead={state.kind === 'valid' ? `Set a new password for ${state.email}.` : 'Checking your link…'}
      footer={askAgain}
    >
      <AuthForm onSubmit={onSubmit} aria-label="Set a new password" aria-busy={state.kind === 'checking'}>
        <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={state.kind !== 'valid'}>
          Set new password
        </Button>
      </AuthForm>
    </AuthCard>
  );
}

import { Button, toast, useAuth } from '@carmarket/shared-ui';
import { Field, Input } from '@carmarket/shared-ui/widgets';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../routing/access';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { AuthCard, AuthForm, ForgotLink, GoogleButton, SwitchLine } from './AuthCard';
import { ForgotPassword } from './ForgotPassword';

/** /login: e-mail + password or Google; afterwards back to where the visitor was going. */
export function LoginPage() {
  useDocumentTitle('Login');
  const signIn = useAuth((s) => s.signIn);
  const signInWithGoogle = useAuth((s) => s.signInWithGoogle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'password' | 'google' | null>(null);
  const [forgot, setForgot] = useState(params.get('forgot') === '1');
  const signedIn = useAuth((s) => !s.loading && s.user !== null);
  const renewServerSession = useAuth((s) => s.renewServerSession);

  // Someone already signed in here was sent by the server, whose session cookie for them was
  // missing or refused (expired, revoked, not set yet): a new one, then on to the page, not the form.
  useEffect(() => {
    if (!signedIn || busy) return;
    let cancelled = false;
    void renewServerSession().then(() => !cancelled && navigate(from, { replace: true }));
    return () => {
      cancelled = true;
    };
    // Only when the page opens signed in (or the person is reported), not when a sign-in here finishes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  async function finish(run: () => Promise<boolean>, kind: 'password' | 'google') {
    setBusy(kind);
    const ok = await run();
    setBusy(null);
    if (ok) {
      toast.success('Sign In Successfully');
      navigate(from, { replace: true });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void finish(() => signIn(email.trim(), password), 'password');
  }

  if (forgot)
    return (
      <AuthCard title="Forgot password?" lead="It happens. Enter the address you sign in with.">
        <ForgotPassword initialEmail={email} onDone={() => setForgot(false)} />
      </AuthCard>
    );

  return (
    <AuthCard
      title="Login"
      lead="Welcome back. Sign in to book cars and manage your listings."
      google={<GoogleButton loading={busy === 'google'} onClick={() => void finish(signInWithGoogle, 'google')} />}
      footer={
        <SwitchLine>
          New to CarMarket? <Link to="/register">Create an account</Link>
        </SwitchLine>
      }
    >
      <AuthForm onSubmit={onSubmit} aria-label="Login">
        <Field label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Password">
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <ForgotLink type="button" onClick={() => setForgot(true)}>
          Forgot password?
        </ForgotLink>
        <Button type="submit" size="lg" fullWidth loading={busy === 'password'} disabled={busy !== null}>
          Login
        </Button>
      </AuthForm>
    </AuthCard>
  );
}

import { Button, PASSWORD_MIN_LENGTH, SIGNUP_ROLES, toast, useAuth, type SignupRole } from '@carmarket/shared-ui';
import { Field, Input, Select } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { AuthCard, AuthForm, GoogleButton, SwitchLine } from './AuthCard';

/** /register: name, e-mail, password and role (User, Buyer, Seller), or Google. */
export function RegisterPage() {
  useDocumentTitle('Register');
  const signUp = useAuth((s) => s.signUp);
  const signInWithGoogle = useAuth((s) => s.signInWithGoogle);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SignupRole>('User');
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);

  async function finish(run: () => Promise<boolean>, kind: 'form' | 'google', message: string) {
    setBusy(kind);
    const ok = await run();
    setBusy(null);
    if (ok) {
      toast.success(message);
      navigate('/', { replace: true });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void finish(
      () => signUp(name.trim(), email.trim(), password, role),
      'form',
      'Account created. Welcome to CarMarket!',
    );
  }

  return (
    <AuthCard
      title="Register"
      lead="Create your account to buy or sell used cars."
      google={
        <GoogleButton
          loading={busy === 'google'}
          onClick={() => void finish(signInWithGoogle, 'google', 'Sign In Successfully')}
        />
      }
      footer={
        <>
          <SwitchLine>
            By signing up you agree to our <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy policy</Link>.
          </SwitchLine>
          <SwitchLine>
            Already have an account? <Link to="/login">Login</Link>
          </SwitchLine>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} aria-label="Register">
        <Field label="Name">
          <Input name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
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
        <Field label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          <Input
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Role" hint="Sellers can list cars for sale; buyers book and pay for them.">
          <Select name="role" value={role} onChange={(e) => setRole(e.target.value as SignupRole)}>
            {SIGNUP_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" size="lg" fullWidth loading={busy === 'form'} disabled={busy !== null}>
          Register
        </Button>
      </AuthForm>
    </AuthCard>
  );
}

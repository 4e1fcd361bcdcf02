import { AppProviders, useAuth, type AuthUser } from '@carmarket/shared-ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyEmailPrompt } from '../layout/VerifyEmailPrompt';

const NEW_BUYER: AuthUser = {
  uid: 'u1',
  email: 'new.buyer@carmarket.test',
  displayName: 'New Buyer',
  photoURL: null,
  emailVerified: false,
};
const initial = useAuth.getState();
afterEach(() => useAuth.setState(initial, true));

function signedIn(user: AuthUser, actions: Partial<Pick<typeof initial, 'resendVerification' | 'checkVerified'>> = {}) {
  useAuth.setState({ user, loading: false, role: 'Buyer', roleLoading: false, ...actions });
  render(
    <AppProviders>
      <VerifyEmailPrompt />
    </AppProviders>,
  );
}

const prompt = () => screen.queryByRole('region', { name: 'Verify your e-mail.' });

it('asks an unverified person to verify, naming their address', () => {
  signedIn(NEW_BUYER);
  expect(prompt()).toHaveTextContent('We sent a link to new.buyer@carmarket.test');
  expect(prompt()).toHaveTextContent('CarMarket cannot e-mail you');
});

it('is not shown to a verified person', () => {
  signedIn({ ...NEW_BUYER, emailVerified: true });
  expect(screen.queryByText(/We sent a link/)).toBeNull();
});

it('leaves when its person signs out', () => {
  signedIn(NEW_BUYER);
  act(() => useAuth.setState({ user: null, role: 'User' }));
  expect(prompt()).toBeNull();
});

it('"Send again" sends the verification e-mail again and says where to', async () => {
  const resendVerification = jest.fn(async () => true);
  signedIn(NEW_BUYER, { resendVerification });
  await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
  expect(resendVerification).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Verification e-mail sent to new.buyer@carmarket.test.')).toBeInTheDocument();
});

it('"I have verified" before the link was opened keeps the prompt and says what to do', async () => {
  signedIn(NEW_BUYER, { checkVerified: async () => false });
  await userEvent.click(screen.getByRole('button', { name: 'I have verified' }));
  expect(await screen.findByText(/Not verified yet: open the link/)).toBeInTheDocument();
  expect(prompt()).not.toBeNull();
});

it('"I have verified" after the link was opened removes the prompt', async () => {
  // As the store does: the person read again, now verified.
  const checkVerified = async () => {
    useAuth.setState({ user: { ...NEW_BUYER, emailVerified: true } });
    return true;
  };
  signedIn(NEW_BUYER, { checkVerified });
  await userEvent.click(screen.getByRole('button', { name: 'I have verified' }));
  await waitFor(() => expect(prompt()).toBeNull());
  expect(await screen.findByText('Thank you: your e-mail is verified.')).toBeInTheDocument();
});

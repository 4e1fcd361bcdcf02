import { Button, media, styled, toast, useAuth } from '@carmarket/shared-ui';
import { useState } from 'react';

const Bar = styled.section`
  background: ${({ theme }) => theme.colors.warningSoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;
const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 10px 12px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  ${media.md} {
    padding: 10px 24px;
  }
`;
const Text = styled.p`
  flex: 1 1 320px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * Asks a signed-in person whose address is not verified to follow Firebase's verification link:
 * until they do, CarMarket sends them no e-mail (their notices stay in the app).
 */
export function VerifyEmailPrompt() {
  const user = useAuth((s) => s.user);
  const resendVerification = useAuth((s) => s.resendVerification);
  const checkVerified = useAuth((s) => s.checkVerified);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);

  if (!user || user.emailVerified) return null;

  async function sendAgain() {
    setBusy('send');
    if (await resendVerification()) toast.success(`Verification e-mail sent to ${user!.email}.`);
    setBusy(null);
  }
  async function check() {
    setBusy('check');
    if (await checkVerified()) toast.success('Thank you: your e-mail is verified.');
    else toast.error('Not verified yet: open the link in the e-mail we sent, then try again.');
    setBusy(null);
  }

  return (
    <Bar aria-labelledby="verify-email-title">
      <Inner>
        <Text>
          <strong id="verify-email-title">Verify your e-mail.</strong> We sent a link to {user.email}. Until you open
          it, CarMarket cannot e-mail you about bookings, messages or saved searches.
        </Text>
        <Actions>
          <Button size="sm" variant="secondary" onClick={sendAgain} disabled={busy !== null}>
            Send again
          </Button>
          <Button size="sm" onClick={check} disabled={busy !== null}>
            I have verified
          </Button>
        </Actions>
      </Inner>
    </Bar>
  );
}

import { Button, Card, media, styled } from '@carmarket/shared-ui';
import type { ReactNode } from 'react';

const Wrap = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 24px auto 0;
  padding: 0 16px;
  ${media.md} {
    margin-top: 56px;
  }
`;
const Title = styled.h1`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: -0.02em;
`;
const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
export const AuthForm = styled.form`
  display: grid;
  gap: 16px;
`;
const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;
/** A text-styled button under the password field. */
export const ForgotLink = styled.button`
  justify-self: end;
  margin-top: -8px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  text-underline-offset: 2px;
`;
export const SwitchLine = styled.p`
  margin: 20px 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The card shared by /login and /register: title, the form, then 'or' Google. */
export function AuthCard({
  title,
  lead,
  children,
  google,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  google?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Wrap>
      <Card $padding="lg">
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
        {children}
        {google && <Divider>or</Divider>}
        {google}
        {footer}
      </Card>
    </Wrap>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.9 6C6.5 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

export function GoogleButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button
      variant="secondary"
      fullWidth
      size="lg"
      onClick={onClick}
      loading={loading}
      style={{ color: '#0f172a', borderColor: '#d8dee8' }}
    >
      {!loading && <GoogleMark />}
      Continue with Google
    </Button>
  );
}

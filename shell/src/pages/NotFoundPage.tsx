import { Button, Container, styled } from '@carmarket/shared-ui';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../routing/useDocumentTitle';

const Wrap = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  padding-top: 64px;
  padding-bottom: 64px;
`;
const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.primary};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
const Text = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 42ch;
`;

/** The page for unknown routes and for routes the signed-in role may not open. */
export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Not Found');
  return (
    <Wrap>
      <Code aria-hidden="true">404</Code>
      <Title>Sorry, we couldn't find this page.</Title>
      <Text>The page may have moved, or it is not available for your account. Let's get you back to the cars.</Text>
      <Button size="lg" onClick={() => navigate('/')}>
        Take me there
      </Button>
    </Wrap>
  );
}

import { Button, Card, styled } from '@carmarket/shared-ui';
import { useDocumentTitle } from '../routing/useDocumentTitle';

const Box = styled(Card)`
  width: calc(100% - 32px);
  max-width: 560px;
  margin: 32px auto;
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: center;
  border-top: 4px solid ${({ theme }) => theme.colors.warning};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const Details = styled.details`
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
  }
  p {
    margin: 8px 0 0;
    text-align: left;
    overflow-wrap: anywhere;
  }
`;

export interface RemoteUnavailableProps {
  /** e.g. 'Seller dashboard' */
  area: string;
  /** Why, in words for the user, instead of the general sentence (e.g. a refused release). */
  message?: string;
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown in place of a remote that is down, too slow or crashed; the rest of the page keeps working. */
export function RemoteUnavailable({ area, message, detail, onRetry, retrying = false }: RemoteUnavailableProps) {
  // Inside a remote's route the route's own title (set by its parent) wins; elsewhere this one.
  useDocumentTitle(`${area} unavailable`);
  return (
    <Box role="alert" data-testid="remote-fallback">
      <Title>{area} is unavailable right now</Title>
      <p style={{ margin: 0 }}>
        {message ?? 'This part of CarMarket could not be loaded.'} The rest of the site still works.
      </p>
      {detail && (
        <Details>
          <summary>Technical details</summary>
          <p>{detail}</p>
        </Details>
      )}
      <Button onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { styled } from '../theme/styling';
import { Button } from './Button';

const Box = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surface)};
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Title = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;
const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 46ch;
`;

export interface EmptyStateProps {
  /** e.g. 'NO ORDERS FOUND' */
  title: string;
  message?: string;
  action?: ReactNode;
}

/** Shown when a list has nothing in it. */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <Box $tone="neutral">
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Shown in place of content that failed to load; Retry runs `onRetry`. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
}: ErrorStateProps) {
  return (
    <Box $tone="danger" role="alert">
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}

import { styled } from '../theme/styling';

/** A white surface with a soft border and shadow: the container for most content blocks. */
export const Card = styled.section<{ $padding?: 'none' | 'md' | 'lg' }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ $padding = 'md', theme }) =>
    $padding === 'none' ? '0' : $padding === 'lg' ? theme.space.xl : theme.space.lg};
  overflow: hidden;
  min-width: 0;
`;

import { styled } from '../theme/styling';
import { media } from '../theme/theme';

/** Centres page content at the product's max width with phone-friendly side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

/** Responsive card grid: as many columns of at least `$min` px as fit, one column on phones. */
export const Grid = styled.div<{ $min?: number; $gap?: 'sm' | 'md' | 'lg' }>`
  display: grid;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 280 }) => $min}px), 1fr));
`;

/** Vertical (default) or horizontal flex stack with theme spacing. */
export const Stack = styled.div<{
  $direction?: 'row' | 'column';
  $gap?: 'xs' | 'sm' | 'md' | 'lg';
  $align?: string;
  $wrap?: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  align-items: ${({ $align = 'stretch' }) => $align};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;

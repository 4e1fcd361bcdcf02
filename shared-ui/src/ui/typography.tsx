import { styled } from '../theme/styling';
import { media } from '../theme/theme';

/** The one h1 of a screen. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 750;
  letter-spacing: -0.01em;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** Section heading (h2 by default; pass `as="h3"` for deeper levels). */
export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Text only screen readers read, e.g. 'Sale price' before a big '34.5 k$'. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

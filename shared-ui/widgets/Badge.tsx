import { styled } from '@carmarket/shared-ui';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A small status label, e.g. Paid, Sold, Verified. Tones keep >= 4.5:1 text contrast. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const c = theme.colors;
    const tones: Record<BadgeTone, [string, string]> = {
      neutral: [c.surfaceMuted, c.text],
      info: [c.primarySoft, c.primaryHover],
      success: [c.successSoft, c.success],
      warning: [c.warningSoft, c.warning],
      danger: [c.dangerSoft, c.danger],
    };
    const [bg, fg] = tones[$tone];
    return `background: ${bg}; color: ${fg};`;
  }}
`;

/** A count beside a label, e.g. unread messages in a list row or the side menu. */
export const CountPill = styled.span`
  min-width: 22px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-align: center;
`;

import { media, VisuallyHidden, styled, type MenuBadge } from '@carmarket/shared-ui';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OutlineIcon } from '../layout/OutlineIcon';

const Icons = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  ${media.md} {
    gap: 4px;
  }
`;
const IconLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const ICONS: Record<MenuBadge, ReactElement> = {
  messages: (
    <OutlineIcon>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </OutlineIcon>
  ),
  notifications: (
    <OutlineIcon>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </OutlineIcon>
  ),
};
const LABELS: Record<MenuBadge, string> = { messages: 'Messages', notifications: 'Notifications' };
const TARGETS: Record<MenuBadge, string> = {
  messages: '/dashboard/messages',
  notifications: '/dashboard/notifications',
};

/**
 * The top navigation's messages and notifications links, drawn with the header. Only their counts
 * come later (`count`: its words after the label, its pill on the icon): the icons keep their room from the first paint, so the
 * counts arriving move nothing.
 */
export function NavIcons({
  badges,
  count,
}: {
  badges: MenuBadge[];
  count: (badge: MenuBadge, as: 'words' | 'pill') => ReactNode;
}) {
  return (
    <Icons>
      {badges.map((badge) => (
        <IconLink key={badge} to={TARGETS[badge]} title={LABELS[badge]}>
          {ICONS[badge]}
          <VisuallyHidden>
            {LABELS[badge]}
            {count(badge, 'words')}
          </VisuallyHidden>
          {count(badge, 'pill')}
        </IconLink>
      ))}
    </Icons>
  );
}

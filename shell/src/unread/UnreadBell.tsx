import { media, useAuth, styled, type MenuBadge } from '@carmarket/shared-ui';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { badgesOf, shortCount, unreadText, useUnreadCount } from './unread-counts';

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
const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

const ICONS: Record<MenuBadge, ReactElement> = {
  messages: (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </svg>
  ),
  notifications: (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </svg>
  ),
};
const LABELS: Record<MenuBadge, string> = { messages: 'Messages', notifications: 'Notifications' };
const TARGETS: Record<MenuBadge, string> = {
  messages: '/dashboard/messages',
  notifications: '/dashboard/notifications',
};

function CountLink({ badge }: { badge: MenuBadge }) {
  const count = useUnreadCount(badge, { poll: true });
  const label = count ? `${LABELS[badge]}, ${unreadText(count)}` : LABELS[badge];
  return (
    <IconLink to={TARGETS[badge]} aria-label={label} title={label}>
      {ICONS[badge]}
      {count ? <Count aria-hidden="true">{shortCount(count)}</Count> : null}
    </IconLink>
  );
}

/** The top navigation's messages and notifications links with their unread counts (signed in only). */
export default function UnreadBell() {
  const role = useAuth((state) => state.role);
  return (
    <Icons>
      {badgesOf(role).map((badge) => (
        <CountLink key={badge} badge={badge} />
      ))}
    </Icons>
  );
}

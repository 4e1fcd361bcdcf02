import { styled, type MenuBadge } from '@carmarket/shared-ui';
import { shortCount, unreadText, useUnreadCount } from './unread-counts';

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

/** One icon's unread count as read out after the link's label: "Messages, 3 unread" (polled). */
export function CountWords({ badge }: { badge: MenuBadge }) {
  const count = useUnreadCount(badge, { poll: true });
  return count ? `, ${unreadText(count)}` : null;
}

/** The same count for the eye: a small red circle on the icon. */
export function CountPill({ badge }: { badge: MenuBadge }) {
  const count = useUnreadCount(badge, { poll: true });
  return count ? <Count aria-hidden="true">{shortCount(count)}</Count> : null;
}

import { apiClient, pollEvery, useAuth, type ApiPath, type MenuBadge } from '@carmarket/shared-ui';
import useSWR from 'swr';

/** Where each unread count comes from (one indexed count each: cheap to poll). */
export const UNREAD_PATHS = {
  messages: '/conversations/unread-count',
  notifications: '/notifications/unread-count',
} as const satisfies Record<MenuBadge, ApiPath>;

/** How often the counts are asked for while someone is signed in and the page is visible. */
export const UNREAD_POLL_MS = 5000;
const polling = pollEvery(UNREAD_POLL_MS);

/**
 * One unread count, null while unknown. The top navigation's bell polls (`poll`); the side menu
 * reads the same cache entry, so one request per count serves both. The cache key names the
 * account (after '#', never sent): after someone else signs in, neither the last account's count
 * nor its request still in flight stands in for theirs (a shared key once left the new account
 * waiting on the old one's de-duplicated request).
 */
export function useUnreadCount(badge: MenuBadge, { poll = false } = {}): number | null {
  const account = useAuth((state) => state.user?.uid ?? null);
  const path = UNREAD_PATHS[badge];
  // No toast on failure: the badge only stays as it was.
  const { data } = useSWR(account ? `${path}#${account}` : null, () => apiClient.get(path), poll ? polling : {});
  return data ? data.count : null;
}

/** '9+' past nine: the badge stays one small circle. */
export const shortCount = (count: number) => (count > 9 ? '9+' : String(count));

/** How a count reads to a screen reader beside its label. */
export const unreadText = (count: number) => `${count} unread`;

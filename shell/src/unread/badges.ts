import type { MenuBadge } from '@carmarket/shared-ui';

/** The top navigation's icons for a role. Admins take part in no conversation: they have notifications only. */
export const badgesOf = (role: string): MenuBadge[] =>
  role === 'Admin' ? ['notifications'] : ['messages', 'notifications'];

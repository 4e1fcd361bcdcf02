import { apiClient, useApi, type NotificationKind } from '@carmarket/shared-ui';
import { useMutation, usePagedApi } from '@carmarket/shared-ui/widgets';

const NOTIFICATIONS_POLL_MS = 5000;

/** The caller's notifications, newest first, a page at a time (the first page polled). */
export function useNotifications() {
  return usePagedApi('/notifications', { poll: NOTIFICATIONS_POLL_MS });
}

/** How many notifications are unread: the count the navigation's bell polls (null: not asked yet). */
export function useUnreadNotifications(ask: boolean) {
  return useApi(ask ? '/notifications/unread-count' : null).data?.count ?? null;
}

export function useMarkNotificationRead() {
  return useMutation((id: string) => apiClient.put('/notifications/{id}/read', { params: { path: { id } } }), {
    announces: 'notifications-read',
  });
}

export function useMarkAllNotificationsRead() {
  return useMutation(() => apiClient.put('/notifications/read-all'), { announces: 'notifications-read' });
}

export const SETTINGS_PATH = '/me/settings' as const;

export function useSettings() {
  return useApi(SETTINGS_PATH);
}

/** Turns e-mail for one kind of event on or off; answers the settings as stored. */
export function useSetEmail() {
  return useMutation((kind: NotificationKind, on: boolean) =>
    apiClient.put(SETTINGS_PATH, { body: { email: { [kind]: on } } }),
  );
}

import { apiClient, pollEvery, useApi, type NotificationKind } from '@carmarket/shared-ui';
import { useMutation } from '@carmarket/shared-ui/widgets';

const NOTIFICATIONS_POLL_MS = 5000;

const polling = pollEvery(NOTIFICATIONS_POLL_MS);

/** The caller's notifications, newest first: the first page (polled), or the page at `cursor`. */
export function useNotifications(cursor?: string) {
  return useApi('/notifications', cursor ? { params: { query: { cursor } } } : polling);
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

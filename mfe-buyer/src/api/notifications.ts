import { api, pollEvery, useApi, type NotificationPageView, type SettingsView } from '@carmarket/shared-ui';
import { useMutation } from '@carmarket/shared-ui/widgets';

const NOTIFICATIONS_POLL_MS = 5000;

const polling = pollEvery(NOTIFICATIONS_POLL_MS);

/** The caller's notifications, newest first: the first page (polled), or the page at `cursor`. */
export function useNotifications(cursor?: string) {
  return useApi<NotificationPageView>(
    cursor ? `/notifications?cursor=${encodeURIComponent(cursor)}` : '/notifications',
    cursor ? {} : polling,
  );
}

export function useMarkNotificationRead() {
  return useMutation((id: string) => api.put<void>(`/notifications/${encodeURIComponent(id)}/read`), {
    announces: 'notifications-read',
  });
}

export function useMarkAllNotificationsRead() {
  return useMutation(() => api.put<void>('/notifications/read-all'), { announces: 'notifications-read' });
}

export const SETTINGS_PATH = '/me/settings';

export function useSettings() {
  return useApi<SettingsView>(SETTINGS_PATH);
}

/** Turns e-mail for one kind of event on or off; answers the settings as stored. */
export function useSetEmail() {
  return useMutation((kind: string, on: boolean) => api.put<SettingsView>(SETTINGS_PATH, { email: { [kind]: on } }));
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import type { NotificationPage } from './notifications.service';
import type { NotificationRecord } from './schemas/notification.schema';
import type { EmailSwitches } from './notification-settings.service';

export class NotificationView {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' }) kind: NotificationKind;
  @ApiProperty({ description: 'Plain text' }) title: string;
  @ApiProperty({ description: 'Plain text' }) body: string;
  @ApiProperty({ description: 'A path of the web app, e.g. /dashboard/messages/<id>' }) link: string;
  @ApiProperty() read: boolean;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

export class NotificationPageView {
  @ApiProperty({ type: [NotificationView], description: 'Newest first' }) items: NotificationView[];
  @ApiProperty({ description: 'Notifications in all' }) total: number;
  @ApiProperty({ description: 'Unread notifications in all' }) unread: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor: string | null;
}

export class UnreadCountView {
  @ApiProperty() count: number;
}

/** E-mail on or off per kind of event: one boolean per kind (added below). */
export class EmailSettingsView {}
export interface EmailSettingsView extends EmailSwitches {}
for (const kind of NOTIFICATION_KINDS) ApiProperty({ type: Boolean })(EmailSettingsView.prototype, kind);

export class SettingsView {
  @ApiProperty({ type: EmailSettingsView }) email: EmailSettingsView;
}

export function toNotificationView(n: NotificationRecord): NotificationView {
  return {
    _id: n._id.toString(),
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.read,
    createdAt: new Date(n.createdAt).toISOString(),
  };
}

export function toNotificationPageView(page: NotificationPage): NotificationPageView {
  return { items: page.items.map(toNotificationView), total: page.total, unread: page.unread, nextCursor: page.nextCursor };
}

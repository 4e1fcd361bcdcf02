import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Role } from '../common/roles';
import { KIND_LABELS, kindsFor, NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
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
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last',
  })
  nextCursor: string | null;
}

export class UnreadCountView {
  @ApiProperty() count: number;
}

/** E-mail on or off per kind of event: one boolean per kind (added below). */
export class EmailSettingsView {}
export interface EmailSettingsView extends EmailSwitches {}
for (const kind of NOTIFICATION_KINDS) ApiProperty({ type: Boolean })(EmailSettingsView.prototype, kind);

/** One kind of event the caller can receive, as the settings page offers it. */
export class KindSettingView {
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' }) kind: NotificationKind;
  @ApiProperty({ description: 'How the kind reads on the settings page and in an e-mail’s unsubscribe line' })
  label: string;
  @ApiProperty({ description: 'E-mail on' }) email: boolean;
}

export class SettingsView {
  @ApiProperty({ type: EmailSettingsView }) email: EmailSettingsView;
  @ApiProperty({ type: [KindSettingView], description: "The kinds the caller's role can receive, in a fixed order" })
  kinds: KindSettingView[];
}

/** The settings answer: every switch, and the caller's kinds with their labels. */
export function toSettingsView(email: EmailSwitches, role: Role): SettingsView {
  return { email, kinds: kindsFor(role).map((kind) => ({ kind, label: KIND_LABELS[kind], email: email[kind] })) };
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
  return {
    items: page.items.map(toNotificationView),
    total: page.total,
    unread: page.unread,
    nextCursor: page.nextCursor,
  };
}

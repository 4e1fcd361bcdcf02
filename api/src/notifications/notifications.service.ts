import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter } from 'mongoose';
import { findPage, type KeyOrder, type Page } from '../common/paging/paging';
import type { NotificationKind } from './notification-kinds';
import { Notification, type NotificationRecord } from './schemas/notification.schema';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** A page of the recipient's notifications (newest first) and how many are unread in all. */
export interface NotificationPage extends Page<NotificationRecord> {
  unread: number;
}

const NEWEST_FIRST: KeyOrder = { field: 'createdAt', direction: -1, kind: 'date' };

@Injectable()
export class NotificationsService {
  constructor(@InjectModel(Notification.name) private readonly notifications: Model<Notification>) {}

  async page(userId: string, limit = NOTIFICATIONS_PAGE_SIZE, cursor?: string): Promise<NotificationPage> {
    const recipient = new Types.ObjectId(userId);
    const filter: QueryFilter<Notification> = { recipient };
    const [page, unread] = await Promise.all([
      findPage<NotificationRecord>(this.notifications, filter, NEWEST_FIRST, { limit, cursor }),
      this.unreadCount(userId),
    ]);
    return { ...page, unread };
  }

  unreadCount(userId: string): Promise<number> {
    return this.notifications.countDocuments({ recipient: new Types.ObjectId(userId), read: false }).exec();
  }

  /** Idempotent; someone else's notification is as missing as an unknown one. */
  async markRead(userId: string, id: string): Promise<void> {
    const found = await this.notifications
      .updateOne({ _id: new Types.ObjectId(id), recipient: new Types.ObjectId(userId) }, { $set: { read: true } })
      .exec();
    if (!found.matchedCount) throw new NotFoundException('Notification not found');
  }

  /** The recipient's unread notifications of one kind that lead to `link` (e.g. one conversation's new messages) are read. */
  async markReadAbout(userId: string, kind: NotificationKind, link: string): Promise<void> {
    await this.notifications
      .updateMany({ recipient: new Types.ObjectId(userId), read: false, kind, link }, { $set: { read: true } })
      .exec();
  }

  async markAllRead(userId: string): Promise<void> {
    await this.notifications
      .updateMany({ recipient: new Types.ObjectId(userId), read: false }, { $set: { read: true } })
      .exec();
  }
}

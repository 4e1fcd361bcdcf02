import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationSettings } from './schemas/notification-settings.schema';
import { Notification } from './schemas/notification.schema';

/** A person's notifications and e-mail settings: exported, and gone with the account. */
@Injectable()
export class NotificationPersonalData implements PersonalData {
  constructor(
    @InjectModel(Notification.name) private readonly notifications: Model<Notification>,
    @InjectModel(NotificationSettings.name) private readonly settings: Model<NotificationSettings>,
    private readonly switches: NotificationSettingsService,
  ) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    const [notifications, email] = await Promise.all([
      this.notifications
        .find({ recipient: userId }, { kind: 1, title: 1, body: 1, link: 1, read: 1, createdAt: 1, mail: 1 })
        .sort({ createdAt: 1 })
        .lean()
        .exec(),
      this.switches.emailSwitches(userId),
    ]);
    return { notifications, settings: { email } };
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.notifications.deleteMany({ recipient: userId }).exec();
    await this.settings.deleteMany({ user: userId }).exec();
  }
}

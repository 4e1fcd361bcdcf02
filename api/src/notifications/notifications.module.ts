import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { NotificationMailer } from './notification-mailer';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsController } from './notifications.controller';
import { NotificationPersonalData } from './notification-personal-data';
import { NotificationsService } from './notifications.service';
import { OutboxDispatcher } from './outbox-dispatcher';
import { Notification, NotificationSchema } from './schemas/notification.schema';
import { NotificationSettings, NotificationSettingsSchema } from './schemas/notification-settings.schema';

/** In-app and e-mail notifications, and the outbox other modules write their events through. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Notification.name, schema: NotificationSchema },
      { name: NotificationSettings.name, schema: NotificationSettingsSchema },
    ]),
    MailModule,
    UsersModule,
  ],
  controllers: [NotificationsController],
  providers: [
    NotificationsService,
    NotificationSettingsService,
    NotificationMailer,
    OutboxDispatcher,
    NotificationPersonalData,
  ],
  exports: [OutboxDispatcher, NotificationsService, NotificationPersonalData],
})
export class NotificationsModule {}

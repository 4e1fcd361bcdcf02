import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { AuditModule } from '../audit/audit-log';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';
import { VerificationRequestController, VerificationRequests } from './verification-requests';

@Module({
  imports: [AuditModule, UsersModule, ListingsModule, NotificationsModule, AccountModule],
  controllers: [AdminController, VerificationRequestController],
  providers: [AdminService, VerificationRequests],
})
export class AdminModule {}

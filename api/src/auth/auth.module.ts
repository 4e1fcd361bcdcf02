import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthGuard } from './auth.guard';
import { RolesGuard } from './roles.guard';

/** The global AuthGuard and RolesGuard (registered as APP_GUARDs by AppModule, in that order). */
@Module({
  imports: [UsersModule],
  providers: [AuthGuard, RolesGuard],
  exports: [AuthGuard, RolesGuard],
})
export class AuthModule {}

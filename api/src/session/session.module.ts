import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';

/** POST /session and DELETE /session: the web app's server session (the cookie the AuthGuard accepts on reads). */
@Module({
  imports: [UsersModule],
  controllers: [SessionController],
  providers: [SessionService],
})
export class SessionModule {}

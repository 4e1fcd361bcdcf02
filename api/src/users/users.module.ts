import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from './schemas/user.schema';
import { UsersController } from './users.controller';
import { UserProfile } from './user-profile.service';
import { UserRegistration } from './user-registration.service';
import { UserStanding } from './user-standing.service';
import { UsersService } from './users.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }])],
  controllers: [UsersController],
  providers: [UsersService, UserRegistration, UserProfile, UserStanding],
  exports: [UsersService, UserRegistration, UserProfile, UserStanding],
})
export class UsersModule {}
